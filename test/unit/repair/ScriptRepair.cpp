#include "ScriptRepair.h"

#include <set>

namespace wmc::repair {

using namespace wmc::test;

SiteInfo ScriptDescriber::site(SiteId id) const {
  for (size_t t = 0; t < s_.threads.size(); ++t)
    for (size_t i = 0; i < s_.threads[t].size(); ++i)
      if (&s_.threads[t][i] == id)
        return SiteInfo{"t.c", "",     static_cast<unsigned>((simt ? 0 : 100 * t) + i + 1), 1, "",
                        "",    nullptr};
  return {};
}

std::string ScriptDescriber::variable(Addr a) const {
  size_t loc = static_cast<size_t>(locIndex(a));
  return loc < globals.size() ? globals[loc] : "";
}

Change at(uint32_t line, ChangeKind kind, uint8_t level) {
  return Change{SiteKey{"t.c", line, 1, ""}, kind, level};
}

Change atomic(const std::string &variable, uint8_t level) {
  return Change{SiteKey{"t.c", 0, 0, variable}, ChangeKind::MakeAtomic, level};
}

Outcome repairOf(const Script &s, std::string_view model, std::vector<std::string> globals,
                 bool simt) {
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, model, opts);
  ScriptDescriber d(s);
  d.globals = std::move(globals);
  d.simt = simt;
  Collected c = collectConflicts(r.errors, d, model);
  auto changes = solve(c.conflicts);
  return {changes ? *changes : std::vector<Change>{}, c.unrepairable};
}

namespace {

/// `o` strengthened to release (acquire), keeping what it has.
MemOrder withHalf(MemOrder o, bool release) {
  bool acquire = isAtLeastAcquire(o) || !release;
  bool releases = isAtLeastRelease(o) || release;
  if (o == MemOrder::SeqCst)
    return o;
  return acquire && releases ? MemOrder::AcqRel : acquire ? MemOrder::Acquire : MemOrder::Release;
}

} // namespace

Script withChanges(Script s, const std::vector<Change> &changes) {
  for (const Change &c : changes) {
    if (c.site.line == 0 || c.site.line > 100 * s.threads.size())
      continue;
    size_t t = (c.site.line - 1) / 100, i = (c.site.line - 1) % 100;
    if (t >= s.threads.size() || i >= s.threads[t].size())
      continue;
    Instr &in = s.threads[t][i];
    bool release = c.kind == ChangeKind::ReleaseStore || c.kind == ChangeKind::ReleaseFence;
    bool acquire = c.kind == ChangeKind::AcquireLoad || c.kind == ChangeKind::AcquireFence;
    if (!release && !acquire)
      continue;
    in.order = c.level >= 2 ? MemOrder::SeqCst : withHalf(in.order, release);
  }
  return s;
}

size_t editedInstructions(const std::vector<Change> &changes) {
  std::set<SiteKey> sites;
  for (const Change &c : changes)
    sites.insert(c.site);
  return sites.size();
}

} // namespace wmc::repair
