#include "repair/Collect.h"

namespace wmc::repair {

Scope scopeOfLevel(uint8_t level) {
  return level >= 2 ? Scope::System : level == 1 ? Scope::Device : Scope::Block;
}

std::string sourcePath(const std::string &file, const std::string &dir) {
  if (file.empty() || file[0] == '/' || dir.empty())
    return file;
  return dir + "/" + file;
}

uint8_t levelOfScope(Scope s) {
  switch (s) {
  case Scope::System: return 2;
  case Scope::Device: return 1;
  case Scope::Block:
  case Scope::Thread: return 0;
  }
  return 0;
}

namespace {

SiteKey keyOf(const Describer &d, SiteId site) {
  SiteInfo info = d.site(site);
  return SiteKey{sourcePath(info.file, info.dir), info.line, info.col};
}

/// The narrowest scope level at which event `e` of thread `t` includes
/// thread `other` (3 if none does).
uint8_t neededLevel(const Graph &g, ThreadId t, ThreadId other) {
  for (uint8_t level = 0; level <= 2; ++level)
    if (scopeIncludes(scopeOfLevel(level), t, g.placeOf(t), other, g.placeOf(other)))
      return level;
  return 3;
}

/// A heterogeneous race is gone when each access's scope includes the
/// other's thread: both sites widened just enough (mutual inclusion).
std::optional<Conflict> heterogeneousRace(const FoundError &err, const Describer &d,
                                          std::string &why) {
  if (err.events.size() != 2) {
    why = "the race does not name its two accesses";
    return std::nullopt;
  }
  const Graph &g = err.witness;
  std::vector<Formula> needs;
  for (int i = 0; i < 2; ++i) {
    EventId self = err.events[i], other = err.events[1 - i];
    const Event &e = g[self];
    if (!e.site || d.site(e.site).line == 0) {
      why = "an access of the race has no source location (compile with -g)";
      return std::nullopt;
    }
    uint8_t need = neededLevel(g, self.thread, other.thread);
    if (need > 2) {
      why = "no scope includes both threads";
      return std::nullopt;
    }
    if (levelOfScope(e.scope) < need)
      needs.push_back(Formula::needs(Change{keyOf(d, e.site), ChangeKind::WidenScope, need}));
  }
  if (needs.empty()) {
    why = "the scopes already include both threads";
    return std::nullopt;
  }
  const Event &first = g[err.events[0]];
  return Conflict{"heterogeneous race on " + d.location(first.addr, first.site, false),
                  Formula::all(std::move(needs))};
}

std::string where(const FoundError &err, const Describer &d) {
  SiteInfo s = d.site(err.site);
  return s.file.empty() ? std::string() : " at " + s.file + ":" + std::to_string(s.line);
}

} // namespace

Collected collectConflicts(const std::vector<FoundError> &errors, const Describer &describer) {
  Collected out;
  for (const FoundError &err : errors) {
    std::string kind(toString(err.kind));
    if (err.kind == ErrorKind::HeterogeneousRace) {
      std::string why;
      if (auto c = heterogeneousRace(err, describer, why))
        out.conflicts.push_back(std::move(*c));
      else
        out.unrepairable.push_back(kind + where(err, describer) + ": " + why);
      continue;
    }
    out.unrepairable.push_back(kind + where(err, describer) + ": repair of " + kind +
                               " not supported yet");
  }
  return out;
}

} // namespace wmc::repair
