#include "repair/Fences.h"

#include "repair/Sites.h"
#include "report/WhyNotSc.h"

#include <algorithm>
#include <cctype>

namespace wmc::repair {

namespace {

/// A fence after any store from `first` up to the later access `last` of
/// its thread cuts the segment (e.g. after Peterson's `turn = other`, which
/// also follows `flag[me] = 1`), and so does one before any access after
/// `first` up to `last` (one fence before a load can serve stores on two
/// branches): each is an option. Full before a load, store-store before a
/// store.
std::optional<Formula> fenceBetween(const Graph &g, const Describer &d, EventId first, EventId last,
                                    std::string &why) {
  uint8_t level = g[last].isRead() ? 2 : 1;
  std::vector<Formula> options;
  for (uint32_t i = first.index; i < last.index; ++i) {
    const Event &e = g[EventId{first.thread, i}];
    if (e.isWrite() && !e.is(kMutexLoc) && hasSourceLine(d, e))
      options.push_back(Formula::needs(Change{keyOf(d, e.site), ChangeKind::FenceAfter, level}));
  }
  for (uint32_t i = first.index + 1; i <= last.index; ++i) {
    const Event &e = g[EventId{first.thread, i}];
    if (e.isMemAccess() && !e.is(kMutexLoc) && hasSourceLine(d, e))
      options.push_back(Formula::needs(Change{keyOf(d, e.site), ChangeKind::FenceBefore, level}));
  }
  if (options.empty()) {
    why = "a delayed store has no source location (compile with -g)";
    return std::nullopt;
  }
  return Formula::any(std::move(options));
}

/// Does an event between a and b (po, same thread) already order a write
/// before a later read (full) or write (store-store)?
bool fencedBetween(const Graph &g, EventId a, EventId b, bool full) {
  for (uint32_t i = a.index + 1; i < b.index; ++i) {
    const Event &e = g[EventId{a.thread, i}];
    if (e.isFence() && (e.order == MemOrder::SeqCst || (!full && isAtLeastRelease(e.order))))
      return true;
    if (e.isMemAccess() && (e.is(kRmwAttempt) || e.is(kMutexLoc) || e.order == MemOrder::SeqCst))
      return true;
  }
  return false;
}

} // namespace

std::optional<Conflict> storeBufferCycle(const FoundError &err, const Describer &d, bool pso,
                                         std::string &why) {
  const Graph &g = err.witness;
  std::vector<ScCycleStep> cycle = findNonScCycle(g);
  if (cycle.empty()) {
    why = "the witness is sequentially consistent: no fence removes it";
    return std::nullopt;
  }
  // Rotate so that the cycle starts after a step between threads: then
  // every maximal run of po steps is one segment.
  auto cross = std::find_if(cycle.begin(), cycle.end(),
                            [](const ScCycleStep &s) { return s.kind != ScCycleStep::Edge::Po; });
  if (cross != cycle.end())
    std::rotate(cycle.begin(), cross + 1, cycle.end());
  std::vector<Formula> segments;
  for (size_t i = 0; i < cycle.size();) {
    if (cycle[i].kind != ScCycleStep::Edge::Po) {
      ++i;
      continue;
    }
    EventId first = cycle[i].from, last = cycle[i].to;
    for (++i; i < cycle.size() && cycle[i].kind == ScCycleStep::Edge::Po; ++i)
      last = cycle[i].to;
    const Event &w = g[first], &next = g[last];
    if (!w.isWrite() || w.is(kRmwWrite) || w.is(kMutexLoc) || !next.isMemAccess() ||
        next.addr == w.addr || (next.isWrite() && !pso) ||
        fencedBetween(g, first, last, next.isRead()))
      continue; // an order the model keeps
    auto options = fenceBetween(g, d, first, last, why);
    if (!options)
      return std::nullopt;
    segments.push_back(std::move(*options));
  }
  if (segments.empty()) {
    why = "the cycle has no store-buffer reordering a fence would forbid";
    return std::nullopt;
  }
  return Conflict{err.message, Formula::all(std::move(segments))};
}

std::optional<Conflict> robustnessViolation(const FoundError &err, const Describer &d,
                                            std::string_view weakModel, std::string &why) {
  const Graph &g = err.witness;
  if (err.events.size() < 2 || !g.contains(err.events[0]) || !g.contains(err.events[1]) ||
      err.events[0].thread != err.events[1].thread || err.events[0] == err.events[1]) {
    why = "the violation names no delayed store";
    return std::nullopt;
  }
  EventId delayed = err.events[0], overtaking = err.events[1];
  auto options = fenceBetween(g, d, delayed, overtaking, why);
  if (!options)
    return std::nullopt;
  auto at = [&](EventId e) {
    SiteInfo s = d.site(g[e].site);
    return s.file + ":" + std::to_string(s.line);
  };
  std::string model(weakModel);
  for (char &c : model)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return Conflict{"non-SC behaviour under " + model + " (the store at " + at(delayed) +
                      " overtaken by the " + (g[overtaking].isRead() ? "load" : "store") + " at " +
                      at(overtaking) + ")",
                  std::move(*options)};
}

} // namespace wmc::repair
