#include "repair/Collect.h"

#include "repair/Editable.h"
#include "repair/Fences.h"
#include "repair/Sites.h"
#include "repair/SyncPaths.h"
#include "repair/WeakOrders.h"

#include <algorithm>

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
  case Scope::System:
    return 2;
  case Scope::Device:
    return 1;
  case Scope::Block:
  case Scope::Thread:
    return 0;
  }
  return 0;
}

namespace {

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
    if (!hasSourceLine(d, e)) {
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

bool isBarrierCandidate(const Describer &d, const Event &e) {
  return e.isMemAccess() && !e.is(kMutexLoc) && hasSourceLine(d, e);
}

/// The sites thread t executes in po positions [from, to).
std::vector<SiteKey> sitesBetween(const Graph &g, const Describer &d, ThreadId t, uint32_t from,
                                  uint32_t to) {
  std::vector<SiteKey> out;
  for (uint32_t i = from; i < to && i < g.threadSize(t); ++i)
    if (const Event &e = g[EventId{t, i}]; isBarrierCandidate(d, e))
      out.push_back(keyOf(d, e.site));
  return out;
}

/// (GPU, one block) A block barrier after an operation S orders x before y
/// when x's thread executes S at or after x and y's thread executes S
/// before y: both threads reach that barrier between the two accesses. So
/// does one before an operation S that x's thread executes after x and y's
/// thread at or before y. Whether every other thread of the block reaches
/// it too (no new divergence) the re-exploration shows (see
/// divergentBarrier). Each such S is an option (level 2 when the memory is
/// not block-shared: an OpenCL barrier then needs the global fence flag
/// too).
std::vector<Formula> barrierSites(const Graph &g, const Describer &d, EventId x, EventId y) {
  uint8_t level = d.blockShared(g[x].addr) ? 1 : 2;
  std::vector<Formula> options;
  auto add = [&](ChangeKind kind, const std::vector<SiteKey> &byX,
                 const std::vector<SiteKey> &byY) {
    std::vector<SiteKey> seen;
    for (const SiteKey &key : byY) {
      if (std::find(byX.begin(), byX.end(), key) == byX.end() ||
          std::find(seen.begin(), seen.end(), key) != seen.end())
        continue;
      seen.push_back(key);
      options.push_back(Formula::needs(Change{key, kind, level}));
    }
  };
  uint32_t xEnd = g.threadSize(x.thread);
  add(ChangeKind::BarrierAfter, sitesBetween(g, d, x.thread, x.index, xEnd),
      sitesBetween(g, d, y.thread, 0, y.index));
  add(ChangeKind::BarrierBefore, sitesBetween(g, d, x.thread, x.index + 1, xEnd),
      sitesBetween(g, d, y.thread, 0, y.index + 1));
  return options;
}

std::optional<Conflict> weakOrderRace(const FoundError &err, const Describer &d, bool scoped,
                                      std::string &why) {
  if (err.events.size() != 2) {
    why = "the race does not name its two accesses";
    return std::nullopt;
  }
  const Graph &g = err.witness;
  // A flag (or a chain of them) that could order the two accesses, in
  // either direction.
  std::vector<Formula> options = syncOptions(g, d, err.events[0], err.events[1], scoped);
  for (Formula &f : syncOptions(g, d, err.events[1], err.events[0], scoped))
    options.push_back(std::move(f));
  Place pa = g.placeOf(err.events[0].thread), pb = g.placeOf(err.events[1].thread);
  if (options.empty() && isGpuPlace(pa) && pa == pb) {
    options = barrierSites(g, d, err.events[0], err.events[1]);
    for (Formula &f : barrierSites(g, d, err.events[1], err.events[0]))
      options.push_back(std::move(f));
    if (options.empty()) {
      why = "a race between threads of one block, and no operation both threads execute lies "
            "between the two accesses to put a barrier after";
      return std::nullopt;
    }
  }
  const Event &first = g[err.events[0]];
  // No flag to strengthen: the racing variable itself made atomic (relaxed
  // suffices for the race; a message-passing failure it leaves shows in the
  // re-exploration).
  if (options.empty()) {
    std::string whyNot;
    if (auto atomic = makeAtomic(d, first, 1, whyNot))
      options.push_back(std::move(*atomic));
    else {
      why = "no relaxed flag orders the two accesses, and " + whyNot;
      return std::nullopt;
    }
  }
  return Conflict{"data race on " + d.location(first.addr, first.site, false),
                  Formula::any(std::move(options))};
}

/// A barrier divergence at a barrier a repair inserted (its site is the
/// operation it follows): that barrier is not reached by the whole block,
/// so it must not be chosen again.
std::optional<Conflict> divergentBarrier(const FoundError &err, const Describer &d,
                                         const std::vector<Change> &applied) {
  std::vector<SiteKey> sites;
  if (err.site)
    sites.push_back(keyOf(d, err.site));
  for (EventId e : err.events)
    if (err.witness.contains(e) && err.witness[e].site)
      sites.push_back(keyOf(d, err.witness[e].site));
  std::vector<Formula> never;
  std::string where;
  for (const Change &c : applied)
    if (insertsBarrier(c.kind) && std::find(sites.begin(), sites.end(), c.site) != sites.end()) {
      never.push_back(Formula::never(Change{c.site, c.kind, 1}));
      where += (where.empty() ? "" : ", ") +
               (c.kind == ChangeKind::BarrierAfter ? std::string() : std::string("before ")) +
               c.site.file + ":" + std::to_string(c.site.line);
    }
  if (never.empty())
    return std::nullopt;
  return Conflict{"barrier divergence at the barrier inserted after " + where,
                  Formula::all(std::move(never))};
}

std::string where(const FoundError &err, const Describer &d) {
  SiteInfo s = d.site(err.site);
  return s.file.empty() ? std::string() : " at " + s.file + ":" + std::to_string(s.line);
}

} // namespace

Collected collectConflicts(const std::vector<FoundError> &errors, const Describer &describer,
                           std::string_view model, const std::vector<Change> &applied) {
  Collected out;
  EditableChanges editable;
  bool storeBuffers = model == "tso" || model == "pso";
  bool scoped = model == "src11";
  for (const FoundError &err : errors) {
    std::string kind(toString(err.kind));
    if (storeBuffers && err.kind == ErrorKind::NotRobust) {
      std::string why;
      if (auto c = robustnessViolation(err, describer, model, why))
        out.conflicts.push_back(std::move(*c));
      else
        out.unrepairable.push_back(kind + where(err, describer) + ": " + why);
      continue;
    }
    if (storeBuffers && (err.kind == ErrorKind::AssertionFailure || err.kind == ErrorKind::Abort ||
                         err.kind == ErrorKind::ExitStatus)) {
      std::string why;
      if (auto c = storeBufferCycle(err, describer, model == "pso", why))
        out.conflicts.push_back(std::move(*c));
      else
        out.unrepairable.push_back(kind + where(err, describer) + ": " + why);
      continue;
    }
    bool rc11 = model == "rc11" || scoped;
    if (rc11 && (err.kind == ErrorKind::AssertionFailure || err.kind == ErrorKind::Abort ||
                 err.kind == ErrorKind::ExitStatus)) {
      std::string why;
      if (auto c = weakOrderFailure(err, describer, scoped, why))
        out.conflicts.push_back(std::move(*c));
      else
        out.unrepairable.push_back(kind + where(err, describer) + ": " + why);
      continue;
    }
    if (err.kind == ErrorKind::DataRace && rc11) {
      std::string why;
      if (auto c = weakOrderRace(err, describer, scoped, why))
        out.conflicts.push_back(std::move(*c));
      else
        out.unrepairable.push_back(kind + where(err, describer) + ": " + why);
      continue;
    }
    if (err.kind == ErrorKind::BarrierDivergence)
      if (auto c = divergentBarrier(err, describer, applied)) {
        out.conflicts.push_back(std::move(*c));
        continue;
      }
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
  for (Conflict &c : out.conflicts)
    c.removedBy = editable.prune(c.removedBy);
  return out;
}

} // namespace wmc::repair
