#include "repair/WeakOrders.h"

#include "repair/Collect.h"
#include "repair/Sites.h"
#include "repair/SyncPaths.h"
#include "report/WhyNotSc.h"

#include <algorithm>

namespace wmc::repair {

namespace {

constexpr size_t kMaxOptions = 256;
constexpr size_t kMaxCycles = 64;
constexpr size_t kMaxCycleSteps = 100000;

/// An access of a location with its place in coherence: a write's co
/// index, a read's source's (INIT -1).
struct Access {
  EventId id;
  bool write;
  int pos;
};

std::vector<Access> accessesOf(const Graph &g, const LocState &loc) {
  std::vector<Access> out;
  if (loc.isMutex)
    return out;
  for (EventId w : loc.co)
    if (!g[w].is(kMutexLoc))
      out.push_back({w, true, g.coIndex(w)});
  for (EventId r : loc.reads)
    if (!g[r].is(kMutexLoc) && !g[r].rf.isNone())
      out.push_back({r, false, g.coIndex(g[r].rf)});
  return out;
}

/// b eco a such that a happening before b breaks coherence: co, co;rf,
/// fr, fr;rf all say b's place in co is before a's. (A read happening
/// before the write it reads cannot be made: po ∪ rf is acyclic.)
bool ecoBefore(const Access &b, const Access &a) { return b.pos < a.pos; }

/// Coherence: for each pair b eco a of accesses of one location in other
/// threads, each chain that would make a happen before b.
void coherenceOptions(const Graph &g, const Describer &d, bool scoped, std::vector<Formula> &out) {
  for (const auto &entry : g.locations()) {
    std::vector<Access> acc = accessesOf(g, entry.second);
    for (const Access &b : acc)
      for (const Access &a : acc) {
        if (a.id.thread == b.id.thread || !ecoBefore(b, a))
          continue;
        for (Formula &f : syncOptions(g, d, a.id, b.id, scoped)) {
          if (out.size() >= kMaxOptions)
            return;
          out.push_back(std::move(f));
        }
      }
  }
}

/// Cycles of po ∪ rf ∪ co ∪ fr that enter each thread once, at most
/// kMaxCycles of them: each as its segments (where it enters a thread,
/// where it leaves it).
class CycleSearch {
public:
  explicit CycleSearch(const Graph &g) : g_(g), visited_(g.numThreads(), false) {
    for (const auto &entry : g.locations())
      for (const Access &a : accessesOf(g, entry.second)) {
        byEvent_.push_back(a);
        byThread_.resize(std::max<size_t>(byThread_.size(), a.id.thread + 1));
        byThread_[a.id.thread].push_back(a);
      }
    for (auto &list : byThread_)
      std::sort(list.begin(), list.end(),
                [](const Access &x, const Access &y) { return x.id.index < y.id.index; });
  }

  std::vector<std::vector<std::pair<EventId, EventId>>> run() {
    for (ThreadId t = 0; t < byThread_.size(); ++t)
      for (const Access &s : byThread_[t]) {
        start_ = s.id;
        visited_[t] = true;
        path_.clear();
        enter(s);
        visited_[t] = false;
      }
    return std::move(cycles_);
  }

private:
  /// The communication edges from `v`: rf, co, fr to other threads.
  bool edge(const Access &v, const Access &x) const {
    if (v.id.thread == x.id.thread || g_[v.id].addr != g_[x.id].addr)
      return false;
    if (v.write)
      return x.write ? x.pos > v.pos : x.pos == v.pos;
    return x.write && x.pos > v.pos;
  }

  void enter(const Access &u) {
    for (const Access &v : byThread_[u.id.thread]) {
      if (v.id.index < u.id.index)
        continue;
      path_.push_back({u.id, v.id});
      for (const Access &x : byEvent_) {
        if (cycles_.size() >= kMaxCycles || ++steps_ > kMaxCycleSteps) {
          path_.pop_back();
          return;
        }
        if (!edge(v, x))
          continue;
        if (x.id == start_) {
          cycles_.push_back(path_);
        } else if (x.id.thread > start_.thread && !visited_[x.id.thread]) {
          visited_[x.id.thread] = true;
          enter(x);
          visited_[x.id.thread] = false;
        }
      }
      path_.pop_back();
    }
  }

  const Graph &g_;
  std::vector<Access> byEvent_;
  std::vector<std::vector<Access>> byThread_;
  std::vector<bool> visited_;
  EventId start_;
  std::vector<std::pair<EventId, EventId>> path_;
  std::vector<std::vector<std::pair<EventId, EventId>>> cycles_;
  size_t steps_ = 0;
};

/// The change that makes access e seq_cst (nullopt: it cannot be).
std::optional<Formula> seqCst(const Describer &d, const Event &e) {
  if (e.order == MemOrder::SeqCst)
    return alwaysHolds();
  if (e.order == MemOrder::Plain || e.is(kCasFailed) || !hasSourceLine(d, e))
    return std::nullopt;
  SiteKey key = keyOf(d, e.site);
  Formula load = Formula::needs(Change{key, ChangeKind::AcquireLoad, 2});
  Formula store = Formula::needs(Change{key, ChangeKind::ReleaseStore, 2});
  // A read-modify-write has one order argument for both halves.
  if (e.is(kRmwAttempt) || e.is(kRmwWrite))
    return Formula::any({std::move(load), std::move(store)});
  return e.isRead() ? load : store;
}

/// SC: each cycle whose every boundary access can be seq_cst.
void cycleOptions(const Graph &g, const Describer &d, std::vector<Formula> &out) {
  for (const auto &cycle : CycleSearch(g).run()) {
    std::vector<Formula> needs;
    bool possible = true;
    for (size_t i = 0; i < cycle.size() && possible; ++i) {
      auto [enter, leave] = cycle[i];
      EventId next = cycle[(i + 1) % cycle.size()].first;
      for (EventId e : {enter, leave})
        if (auto sc = seqCst(d, g[e]))
          needs.push_back(std::move(*sc));
        else
          possible = false;
      // Scoped RC11: psc orders only accesses whose scopes include each other.
      for (auto [self, other] : {std::pair{leave, next}, std::pair{next, leave}}) {
        uint8_t need = neededLevel(g, self.thread, other.thread);
        if (need > 2)
          possible = false;
        else if (levelOfScope(g[self].scope) < need)
          needs.push_back(
              Formula::needs(Change{keyOf(d, g[self].site), ChangeKind::WidenScope, need}));
      }
    }
    if (!possible)
      continue;
    Formula option = allOf(std::move(needs));
    if (!holdsAlways(option) && out.size() < kMaxOptions)
      out.push_back(std::move(option));
  }
}

} // namespace

std::optional<Conflict> weakOrderFailure(const FoundError &err, const Describer &d, bool scoped,
                                         std::string &why) {
  const Graph &g = err.witness;
  if (!g.hasThread(err.thread)) {
    why = "the witness does not contain the failing thread";
    return std::nullopt;
  }
  EventId last = g.last(err.thread);
  const PorfView &prefix = g[last].porf;
  Graph failing = g.restricted([&](EventId e) { return e == last || prefix.contains(e); });
  std::vector<Formula> options;
  coherenceOptions(failing, d, scoped, options);
  cycleOptions(failing, d, options);
  if (options.empty()) {
    why = findNonScCycle(failing).empty()
              ? "the failing execution is sequentially consistent: no stronger order removes it"
              : "no stronger order of the accesses it depends on forbids it (plain accesses, "
                "or no flag orders them)";
    return std::nullopt;
  }
  return Conflict{"weak behaviour behind: " + err.message, Formula::any(std::move(options))};
}

} // namespace wmc::repair
