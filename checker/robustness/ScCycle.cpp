#include "robustness/ScCycle.h"

#include "models/OrderModel.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace wmc {
namespace {

/// The SC relations of g as adjacency lists (INIT is not a node: nothing
/// reaches it, so it is on no cycle).
class Successors {
public:
  explicit Successors(const Graph &g) {
    g.forEach([&](EventId e) {
      const Event &ev = g[e];
      if (e.index + 1 < g.threadSize(e.thread))
        add(e, EventId{e.thread, e.index + 1});
      bool sourced =
          ev.isRead() || ev.kind == EventKind::ThreadStart || ev.kind == EventKind::ThreadJoin;
      if (sourced && !ev.rf.isInit() && ev.rf != EventId::none() && g.contains(ev.rf))
        add(ev.rf, e);
      if (ev.isRead() && ev.rf != EventId::none())
        if (const LocState *loc = g.findLoc(ev.addr)) {
          auto next = static_cast<size_t>(g.coIndex(ev.rf) + 1);
          if (next < loc->co.size() && loc->co[next] != e)
            add(e, loc->co[next]); // fr
        }
      if (ev.kind == EventKind::BarrierDepart)
        g.forEachDepartSource(e, [&](EventId src) { add(src, e); });
    });
    for (const auto &[addr, loc] : g.locations())
      for (size_t i = 0; i + 1 < loc.co.size(); ++i)
        add(loc.co[i], loc.co[i + 1]);
  }
  const std::vector<EventId> &of(EventId e) const {
    static const std::vector<EventId> none;
    auto it = succ_.find(e);
    return it == succ_.end() ? none : it->second;
  }

private:
  void add(EventId a, EventId b) { succ_[a].push_back(b); }
  std::unordered_map<EventId, std::vector<EventId>> succ_;
};

} // namespace

std::vector<EventId> scCycleThrough(const Graph &g, EventId e) {
  Successors succ(g);
  std::unordered_map<EventId, EventId> parent; // BFS tree, rooted at e
  std::deque<EventId> queue{e};
  parent[e] = e;
  while (!queue.empty()) {
    EventId x = queue.front();
    queue.pop_front();
    for (EventId y : succ.of(x)) {
      if (y == e) { // back at the start: unwind the path e → ... → x
        std::vector<EventId> cycle;
        for (EventId z = x; z != e; z = parent[z])
          cycle.push_back(z);
        cycle.push_back(e);
        std::reverse(cycle.begin(), cycle.end());
        return cycle;
      }
      if (parent.emplace(y, x).second)
        queue.push_back(y);
    }
  }
  return {};
}

RelaxedStep relaxedStepOn(const Graph &g, const std::vector<EventId> &cycle,
                          const OrderModel &weak) {
  // Is a (po-)before b preserved, possibly through events between them
  // (a fence, an RMW)?
  auto ordered = [&](EventId a, EventId b) -> bool { // not a vector<bool> proxy
    std::vector<bool> reach(b.index - a.index + 1, false);
    reach[0] = true;
    for (uint32_t i = a.index; i < b.index; ++i) {
      if (!reach[i - a.index])
        continue;
      for (uint32_t j = i + 1; j <= b.index; ++j)
        if (!reach[j - a.index] && weak.ppo(g[EventId{a.thread, i}], g[EventId{a.thread, j}]))
          reach[j - a.index] = true;
    }
    return reach.back();
  };
  // Group the cycle into maximal runs inside one thread: each run is entered
  // at its first event and left at its last. Start at a thread change so that
  // no run wraps around the end of the list.
  size_t n = cycle.size();
  size_t start = 0;
  while (start < n && cycle[start].thread == cycle[(start + n - 1) % n].thread)
    ++start;
  if (start == n) // the whole cycle is in one thread: uniproc, not a relaxed step
    return {};
  for (size_t k = 0; k < n;) {
    EventId first = cycle[(start + k) % n];
    size_t len = 1;
    while (k + len < n && cycle[(start + k + len) % n].thread == first.thread)
      ++len;
    EventId last = cycle[(start + k + len - 1) % n];
    if (first.index < last.index && !ordered(first, last))
      return {first, last};
    k += len;
  }
  return {};
}

} // namespace wmc
