#include "repair/SyncPaths.h"

#include "models/Model.h"
#include "repair/Collect.h"
#include "repair/Sites.h"

namespace wmc::repair {

namespace {

/// A place in a thread where the chain's order is released or acquired
/// (the flag's access, or a fence), with the change it needs there.
struct Point {
  uint32_t index;
  Formula needs;
};

/// Where the chain arrived in a thread: its first access, or the load of
/// the last hop (`plain`: a plain flag, made atomic with release/acquire).
struct Arrival {
  EventId at;
  bool first = false;
  bool plain = false;
};

class ChainSearch {
public:
  ChainSearch(const Graph &g, const Describer &d, EventId a, EventId b, bool scoped,
              unsigned maxHops, size_t maxOptions)
      : g_(g), d_(d), a_(a), b_(b), scoped_(scoped), maxHops_(maxHops), maxOptions_(maxOptions),
        visited_(g.numThreads(), false) {}

  std::vector<Formula> run() {
    if (a_.thread == b_.thread || a_.thread >= visited_.size())
      return {};
    visited_[a_.thread] = true;
    step(Arrival{a_, true, false}, {}, 0);
    return std::move(options_);
  }

private:
  /// The order the model explored gives access e.
  MemOrder orderOf(const Event &e) const { return rc11OrderOf(e, scoped_); }

  /// The ways the load `in` acquires before index `end` of its thread: the
  /// load itself, or a fence between them.
  std::vector<Point> acquires(const Arrival &in, uint32_t end) const {
    const Event &load = g_[in.at];
    if (in.plain)
      return {Point{in.at.index, alwaysHolds()}};
    std::vector<Point> out{{in.at.index, isAtLeastAcquire(orderOf(load))
                                             ? alwaysHolds()
                                             : Formula::needs(Change{keyOf(d_, load.site),
                                                                     ChangeKind::AcquireLoad, 1})}};
    fences(in.at, end, false, load.rf.thread, out);
    return out;
  }

  /// The ways the store `ws` releases what its thread did after `from` to
  /// thread `to`.
  std::vector<Point> releases(EventId from, EventId ws, bool plain, ThreadId to) const {
    if (plain)
      return {Point{ws.index, alwaysHolds()}};
    const Event &store = g_[ws];
    std::vector<Point> out{{ws.index, isAtLeastRelease(orderOf(store))
                                          ? alwaysHolds()
                                          : Formula::needs(Change{keyOf(d_, store.site),
                                                                  ChangeKind::ReleaseStore, 1})}};
    fences(from, ws.index, true, to, out);
    return out;
  }

  /// The fences of from's thread strictly between `from` and index `end`,
  /// made release (acquire) and, under scoped RC11, of a scope that
  /// includes thread `other` (the fence synchronises with the other
  /// thread's access or fence only then).
  void fences(EventId from, uint32_t end, bool release, ThreadId other,
              std::vector<Point> &out) const {
    uint8_t need = neededLevel(g_, from.thread, other);
    for (uint32_t i = from.index + 1; i < end; ++i) {
      const Event &f = g_[EventId{from.thread, i}];
      if (!f.isFence() || !hasSourceLine(d_, f) || need > 2)
        continue;
      SiteKey key = keyOf(d_, f.site);
      bool strong = release ? isAtLeastRelease(f.order) : isAtLeastAcquire(f.order);
      std::vector<Formula> needs;
      if (!strong)
        needs.push_back(Formula::needs(
            Change{key, release ? ChangeKind::ReleaseFence : ChangeKind::AcquireFence, 1}));
      if (levelOfScope(f.scope) < need)
        needs.push_back(Formula::needs(Change{key, ChangeKind::WidenScope, need}));
      out.push_back(Point{i, allOf(std::move(needs))});
    }
  }

  /// The thread the chain is in passes it on through store `ws`: released
  /// (first thread), or acquired and then released, in that order (a
  /// thread in the middle; one fence may do both).
  Formula passOn(const Arrival &in, EventId ws, bool plain, ThreadId to) const {
    std::vector<Point> rel = releases(in.at, ws, plain, to);
    if (in.first) {
      std::vector<Formula> ways;
      for (Point &p : rel)
        ways.push_back(std::move(p.needs));
      return anyOf(std::move(ways));
    }
    std::vector<Formula> ways;
    for (const Point &acq : acquires(in, ws.index))
      for (const Point &r : rel)
        if (acq.index <= r.index)
          ways.push_back(allOf({acq.needs, r.needs}));
    return anyOf(std::move(ways));
  }

  /// What the hop from store ws to load rl needs besides the orders: scopes
  /// that include both threads, or (a plain flag) the flag made atomic.
  std::optional<Formula> hop(EventId ws, EventId rl, bool plain) const {
    const Event &store = g_[ws], &load = g_[rl];
    if (plain) {
      std::string ignored;
      return makeAtomic(d_, load, 2, ignored);
    }
    std::vector<Formula> widen;
    for (EventId e : {ws, rl}) {
      uint8_t need = neededLevel(g_, e.thread, e == rl ? ws.thread : rl.thread);
      if (need <= 2 && levelOfScope(g_[e].scope) < need)
        widen.push_back(Formula::needs(
            Change{keyOf(d_, (e == rl ? load : store).site), ChangeKind::WidenScope, need}));
    }
    return allOf(std::move(widen));
  }

  void step(const Arrival &in, const std::vector<Formula> &needs, unsigned hops) {
    if (hops >= maxHops_)
      return;
    // The last hop first (into b's thread, loads nearest b first), then
    // through the other threads.
    tryThread(in, b_.thread, needs, hops);
    for (ThreadId t = 0; t < g_.numThreads(); ++t)
      if (t != b_.thread && !visited_[t])
        tryThread(in, t, needs, hops);
  }

  void tryThread(const Arrival &in, ThreadId t, const std::vector<Formula> &needs, unsigned hops) {
    bool last = t == b_.thread;
    uint32_t n = last ? b_.index : g_.threadSize(t);
    for (uint32_t k = 0; k < n && options_.size() < maxOptions_; ++k) {
      EventId rl{t, last ? n - 1 - k : k};
      const Event &load = g_[rl];
      // The flag's store: after the chain's arrival in its thread, or a
      // itself (an atomic store whose load, made acquire, is read by a
      // later access of b's thread).
      bool fromA = in.first && load.rf == a_ && orderOf(g_[a_]) != MemOrder::Plain;
      if (!load.isRead() || load.is(kMutexLoc) || load.rf.isInit() || load.rf.isNone() ||
          load.rf.thread != in.at.thread || (load.rf.index <= in.at.index && !fromA) ||
          !hasSourceLine(d_, load))
        continue;
      const Event &store = g_[load.rf];
      if (!hasSourceLine(d_, store) || store.is(kMutexLoc) || (store.addr == g_[a_].addr && !fromA))
        continue;
      bool plain = orderOf(load) == MemOrder::Plain;
      if (plain != (orderOf(store) == MemOrder::Plain))
        continue; // a plain store read by an atomic load (or back): no flag
      auto through = hop(load.rf, rl, plain);
      if (!through)
        continue;
      std::vector<Formula> more = needs;
      more.push_back(passOn(in, load.rf, plain, t));
      more.push_back(std::move(*through));
      Arrival next{rl, false, plain};
      if (last) {
        std::vector<Formula> ways;
        for (Point &p : acquires(next, b_.index))
          ways.push_back(std::move(p.needs));
        more.push_back(anyOf(std::move(ways)));
        Formula option = allOf(std::move(more));
        if (!holdsAlways(option))
          options_.push_back(std::move(option));
        continue;
      }
      visited_[t] = true;
      step(next, more, hops + 1);
      visited_[t] = false;
    }
  }

  const Graph &g_;
  const Describer &d_;
  EventId a_, b_;
  bool scoped_;
  unsigned maxHops_;
  size_t maxOptions_;
  std::vector<bool> visited_;
  std::vector<Formula> options_;
};

} // namespace

std::vector<Formula> syncOptions(const Graph &g, const Describer &d, EventId a, EventId b,
                                 bool scoped, unsigned maxHops, size_t maxOptions) {
  return ChainSearch(g, d, a, b, scoped, maxHops, maxOptions).run();
}

} // namespace wmc::repair
