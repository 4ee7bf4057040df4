#include "runtime/Overrides.h"

#include "repair/Collect.h"

namespace wmc::rt {

void Overrides::set(const std::vector<repair::Change> &changes) {
  scopes_.clear();
  bySite_.clear();
  for (const repair::Change &c : changes)
    if (c.kind == repair::ChangeKind::WidenScope)
      scopes_[c.site] = repair::scopeOfLevel(c.level);
}

std::optional<Scope> Overrides::scope(const wmc_site *site) {
  if (scopes_.empty() || !site || !site->file)
    return std::nullopt;
  auto [it, fresh] = bySite_.try_emplace(site);
  if (fresh) {
    std::string path = repair::sourcePath(site->file, site->dir ? site->dir : "");
    auto found = scopes_.find(repair::SiteKey{path, site->line, site->col});
    if (found != scopes_.end())
      it->second = found->second;
  }
  return it->second;
}

} // namespace wmc::rt
