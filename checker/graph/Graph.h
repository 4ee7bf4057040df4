// An execution graph: events per thread in program order (po), reads-from
// (one source per read) and coherence order (one list per location). fr is
// derived. Events carry insertion stamps; restricting to a stamp or to a set
// of kept events is the only way to delete events (TruSt backtracking).
// Every write in co knows its position (Event::coPos): coIndex and coBefore
// are O(1); a change of co renumbers only the writes after the change.
#pragma once

#include "graph/Event.h"

#include <functional>
#include <algorithm>
#include <vector>

namespace wmc {

/// Per-location state: coherence order and the reads of the location.
struct LocState {
  Value initValue = 0;
  uint8_t size = 0;
  bool isMutex = false;
  bool uninitialized = false; ///< the initial value is undefined (fresh heap/stack)
  bool uninitWarning = false; ///< reading it uninitialized is only a warning
  std::vector<EventId> co;    ///< writes in coherence order (INIT implicitly first)
  std::vector<EventId> reads; ///< reads, in insertion order
  std::vector<EventId> arrivals; ///< barrier ids only: arrive and depart events, in insertion order
};

class Graph {
public:
  /// Number of thread slots (some may be empty: threads not created here).
  uint32_t numThreads() const { return static_cast<uint32_t>(threads_.size()); }
  bool hasThread(ThreadId t) const { return t < threads_.size() && !threads_[t].empty(); }
  uint32_t threadSize(ThreadId t) const {
    return t < threads_.size() ? static_cast<uint32_t>(threads_[t].size()) : 0;
  }
  bool contains(EventId e) const {
    return e.isInit() || (e.thread < threads_.size() && e.index < threads_[e.thread].size());
  }
  const Event &operator[](EventId e) const { return threads_[e.thread][e.index]; }
  Event &at(EventId e) { return threads_[e.thread][e.index]; }
  EventId last(ThreadId t) const { return EventId{t, threadSize(t) - 1}; }

  /// Appends `ev` to thread t (creating the slot if needed) with a fresh stamp
  /// and its porf view. Reads are registered with their location; writes must
  /// then be placed with insertCo. Returns the new event's id.
  EventId add(ThreadId t, Event ev);
  /// Sets the reads-from source of read r (and its value), updating views.
  void setRf(EventId r, EventId w);
  /// Inserts write w into its location's co at position pos (0 = right after INIT).
  void insertCo(EventId w, size_t pos);
  /// Moves write w (already in co) to position pos of the list without it.
  void moveCo(EventId w, size_t pos);
  /// Position of write w in co (INIT = -1, kNotInCo if not placed). O(1).
  int coIndex(EventId w) const { return w.isInit() ? -1 : (*this)[w].coPos; }
  /// True iff a is co-before b (INIT is before every write).
  bool coBefore(EventId a, EventId b) const;

  /// The state of location a, created if new.
  LocState &locState(Addr a);
  const LocState *findLoc(Addr a) const {
    auto it = lowerBound(a);
    return it != locs_.end() && it->first == a ? &it->second : nullptr;
  }
  /// All locations, sorted by address.
  const std::vector<std::pair<Addr, LocState>> &locations() const { return locs_; }
  /// Place of thread t (from its ThreadStart event; CPU if unknown).
  Place placeOf(ThreadId t) const {
    return hasThread(t) && threads_[t][0].kind == EventKind::ThreadStart ? threads_[t][0].value
                                                                         : kCpuPlace;
  }
  /// Calls f(EventId) for each arrival at barrier `id` of generation `gen`.
  template <typename F> void forEachArrival(Addr id, Value gen, F &&f) const {
    if (const LocState *loc = findLoc(id))
      for (EventId a : loc->arrivals)
        if ((*this)[a].value == gen && (*this)[a].kind == EventKind::BarrierArrive)
          f(a);
  }
  /// The events departure d comes after: the arrivals of its generation in
  /// other threads — or, when another thread already left, that departure
  /// alone (it comes after the same arrivals). Joining one departure instead
  /// of n arrivals keeps a block-wide barrier linear in the block size.
  template <typename F> void forEachDepartSource(EventId d, F &&f) const {
    const Event &ed = (*this)[d];
    const LocState *loc = findLoc(ed.addr);
    if (!loc)
      return;
    for (EventId x : loc->arrivals) {
      if (x == d)
        break;
      if ((*this)[x].kind == EventKind::BarrierDepart && (*this)[x].value == ed.value) {
        f(x);
        return;
      }
    }
    forEachArrival(ed.addr, ed.value, [&](EventId a) {
      if (a.thread != d.thread)
        f(a);
    });
  }
  /// Value of the write w (INIT: the location's initial value).
  Value valueOf(EventId w, Addr a) const;

  /// Deletes every event with a stamp greater than s.
  void cutToStamp(Stamp s);
  /// A copy keeping only the events for which keep() holds (must be po-prefix
  /// closed per thread and closed under rf/co sources of kept events).
  Graph restricted(const std::function<bool(EventId)> &keep) const {
    Graph g;
    restrictInto(g, keep);
    return g;
  }
  /// Same, into `out`, reusing its memory (backtracking makes many copies).
  template <typename Keep> void restrictInto(Graph &out, Keep &&keep) const;
  /// Removes write w from its location's coherence order.
  void removeFromCo(EventId w);

  Stamp nextStamp() const { return nextStamp_; }
  void setNextStamp(Stamp s) { nextStamp_ = s; }
  /// Number of events (excluding INIT).
  size_t size() const;
  /// Calls f(EventId) for each event, thread by thread.
  template <typename F> void forEach(F &&f) const {
    for (ThreadId t = 0; t < threads_.size(); ++t)
      for (uint32_t i = 0; i < threads_[t].size(); ++i)
        f(EventId{t, i});
  }

private:
  void recomputePorf(EventId e);
  /// Sets Event::coPos of the writes co[from...] to their index.
  void renumberCo(const std::vector<EventId> &co, size_t from);
  /// Drops the events no longer in the graph from the lists of location a.
  void pruneLoc(LocState &loc);

  using LocVector = std::vector<std::pair<Addr, LocState>>;
  LocVector::const_iterator lowerBound(Addr a) const {
    return std::lower_bound(locs_.begin(), locs_.end(), a,
                            [](const auto &e, Addr x) { return e.first < x; });
  }

  std::vector<std::vector<Event>> threads_;
  LocVector locs_; ///< sorted by address: small, cheap to copy and search
  Stamp nextStamp_ = 1;
};

template <typename Keep> void Graph::restrictInto(Graph &g, Keep &&keep) const {
  g.nextStamp_ = nextStamp_;
  g.threads_.resize(threads_.size());
  for (ThreadId t = 0; t < threads_.size(); ++t) {
    auto &dst = g.threads_[t];
    dst.clear();
    for (uint32_t i = 0; i < threads_[t].size(); ++i) {
      if (!keep(EventId{t, i}))
        break; // deleted events form a po-suffix
      dst.push_back(threads_[t][i]);
    }
  }
  while (!g.threads_.empty() && g.threads_.back().empty())
    g.threads_.pop_back();
  g.locs_.resize(locs_.size());
  for (size_t i = 0; i < locs_.size(); ++i) {
    const LocState &loc = locs_[i].second;
    g.locs_[i].first = locs_[i].first;
    LocState &nl = g.locs_[i].second;
    nl.initValue = loc.initValue;
    nl.size = loc.size;
    nl.isMutex = loc.isMutex;
    nl.uninitialized = loc.uninitialized;
    nl.uninitWarning = loc.uninitWarning;
    nl.co.clear();
    for (EventId w : loc.co)
      if (g.contains(w))
        nl.co.push_back(w);
    g.renumberCo(nl.co, 0);
    nl.reads.clear();
    for (EventId r : loc.reads)
      if (g.contains(r))
        nl.reads.push_back(r);
    nl.arrivals.clear();
    for (EventId a : loc.arrivals)
      if (g.contains(a))
        nl.arrivals.push_back(a);
  }
}

} // namespace wmc
