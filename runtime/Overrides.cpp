#include "runtime/Overrides.h"

#include "repair/AtomicDeclaration.h"
#include "repair/Collect.h"
#include "repair/SourceEdit.h"

#include <algorithm>

namespace wmc::rt {

void Overrides::set(const std::vector<repair::Change> &changes) {
  bySource_.clear();
  bySite_.clear();
  atomicVariables_.clear();
  for (const repair::Change &c : changes) {
    if (c.kind == repair::ChangeKind::MakeAtomic) {
      atomicVariables_[c.site.variable] = {c.level, repair::atomicDeclarationScope(c.site.file)};
      continue;
    }
    SiteChanges &at = bySource_[c.site];
    switch (c.kind) {
    case repair::ChangeKind::WidenScope:
      at.scope = repair::scopeOfLevel(c.level);
      break;
    case repair::ChangeKind::FenceAfter:
      at.fenceAfter = c.level >= 2 ? MemOrder::SeqCst : MemOrder::Release;
      break;
    case repair::ChangeKind::FenceBefore:
      at.fenceBefore = c.level >= 2 ? MemOrder::SeqCst : MemOrder::Release;
      break;
    case repair::ChangeKind::BarrierBefore:
      at.barrierBefore = true;
      break;
    case repair::ChangeKind::ReleaseStore:
    case repair::ChangeKind::ReleaseFence:
      at.storeLevel = c.level;
      break;
    case repair::ChangeKind::AcquireLoad:
    case repair::ChangeKind::AcquireFence:
      at.loadLevel = c.level;
      break;
    case repair::ChangeKind::MakeAtomic:
      break;
    case repair::ChangeKind::BarrierAfter:
      at.barrierAfter = true;
      break;
    }
  }
}

MemOrder Overrides::order(const wmc_site *site, MemOrder order, bool reads, bool writes) {
  if (bySource_.empty() || order == MemOrder::Plain)
    return order;
  const SiteChanges &at = find(site);
  uint8_t level = std::max(writes ? at.storeLevel : 0, reads ? at.loadLevel : 0);
  if (level >= 2)
    return MemOrder::SeqCst;
  if (level == 0)
    return order;
  bool acquire = isAtLeastAcquire(order) || (reads && at.loadLevel);
  bool release = isAtLeastRelease(order) || (writes && at.storeLevel);
  if (order == MemOrder::SeqCst)
    return order;
  return acquire && release ? MemOrder::AcqRel : acquire ? MemOrder::Acquire : MemOrder::Release;
}

std::optional<MemOrder> Overrides::atomicOrder(const std::string &variable, bool reads,
                                               bool writes) const {
  auto it = atomicVariables_.find(variable);
  if (it == atomicVariables_.end())
    return std::nullopt;
  if (it->second.level < 2)
    return MemOrder::Relaxed;
  return reads && writes ? MemOrder::AcqRel : reads ? MemOrder::Acquire : MemOrder::Release;
}

Scope Overrides::atomicScope(const std::string &variable) const {
  auto it = atomicVariables_.find(variable);
  return it == atomicVariables_.end() ? Scope::System : it->second.scope;
}

const std::string &Overrides::sourceOf(const wmc_site *site) {
  std::string path = repair::sourcePath(site->file, site->dir ? site->dir : "");
  auto [src, read] = sources_.try_emplace(path);
  if (read)
    src->second = repair::readFile(path).value_or("");
  return src->second;
}

bool Overrides::compoundUpdate(const wmc_site *site) {
  if (!site || !site->file)
    return false;
  if (site->ranges)
    return site->ranges->flags & WMC_SITE_COMPOUND_UPDATE;
  auto [it, fresh] = compoundUpdates_.try_emplace(site, false);
  if (fresh)
    it->second = repair::compoundUpdateAt(sourceOf(site), site->line, site->col);
  return it->second;
}

bool Overrides::namesVariable(const wmc_site *site, const std::string &variable) {
  if (!site || !site->file)
    return false;
  if (site->ranges)
    return site->ranges->variable && variable == site->ranges->variable;
  auto [it, fresh] = namesVariable_.try_emplace(site, false);
  if (fresh) // a site accesses one variable: the first answer stands
    it->second = repair::namesVariableAt(sourceOf(site), site->line, site->col, variable);
  return it->second;
}

const Overrides::SiteChanges &Overrides::find(const wmc_site *site) {
  static const SiteChanges none;
  if (bySource_.empty() || !site || !site->file)
    return none;
  auto [it, fresh] = bySite_.try_emplace(site);
  if (fresh) {
    std::string path = repair::sourcePath(site->file, site->dir ? site->dir : "");
    auto found = bySource_.find(repair::SiteKey{path, site->line, site->col, ""});
    if (found != bySource_.end())
      it->second = found->second;
  }
  return it->second;
}

} // namespace wmc::rt
