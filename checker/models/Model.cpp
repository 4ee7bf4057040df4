// Coherence helpers shared by every model: the consistent choices of the
// models are a suffix of co after a bound, restricted by RMW atomicity.
#include "models/Model.h"

#include <algorithm>

namespace wmc {

EventId lastReadBefore(const Graph &g, EventId at, Addr addr) {
  EventId r = at.prev();
  while (r.index > 0 && !(g[r].isRead() && g[r].addr == addr))
    r = r.prev();
  return r;
}

EventId rmwReadOf(const Graph &g, EventId w) { return lastReadBefore(g, w, g[w].addr); }

bool splitsRmw(const Graph &g, const LocState &loc, size_t pos) {
  if (pos >= loc.co.size())
    return false;
  EventId next = loc.co[pos];
  const Event &en = g[next];
  if (!en.is(kRmwWrite))
    return false;
  EventId prevW = pos == 0 ? EventId::init() : loc.co[pos - 1];
  return g[rmwReadOf(g, next)].rf == prevW;
}

void rfSuffix(const Graph &g, Addr addr, int bound, std::vector<EventId> &out) {
  if (bound < 0)
    out.push_back(EventId::init());
  if (const LocState *loc = g.findLoc(addr))
    for (size_t i = static_cast<size_t>(std::max(bound, 0)); i < loc->co.size(); ++i)
      out.push_back(loc->co[i]);
}

void coSuffix(const Graph &g, Addr addr, int bound, std::vector<size_t> &out) {
  const LocState *loc = g.findLoc(addr);
  size_t n = loc ? loc->co.size() : 0;
  for (size_t pos = static_cast<size_t>(bound + 1); pos <= n; ++pos)
    if (!loc || !splitsRmw(g, *loc, pos))
      out.push_back(pos);
}

bool rmwAtomicAt(const Graph &g, EventId w) {
  const Event &ew = g[w];
  const LocState *loc = g.findLoc(ew.addr);
  int idx = g.coIndex(w);
  if (!loc || idx < 0)
    return false;
  EventId prevW = idx == 0 ? EventId::init() : loc->co[static_cast<size_t>(idx - 1)];
  if (ew.is(kRmwWrite) && g[rmwReadOf(g, w)].rf != prevW)
    return false; // an RMW's write must follow its source immediately
  size_t next = static_cast<size_t>(idx) + 1;
  return !(next < loc->co.size() && g[loc->co[next]].is(kRmwWrite) &&
           g[rmwReadOf(g, loc->co[next])].rf ==
               prevW); // not between another RMW's source and write
}

} // namespace wmc

namespace wmc {

JointGroup jointGroupOf(const Graph &g, EventId e) {
  if (e.isInit() || e.isNone())
    return {};
  const Event &ev = g[e];
  if (!ev.isJointPiece())
    return {};
  EventId first = e;
  while (first.index > 0 && g[first].is(kJointWithPrev))
    first = first.prev();
  uint32_t have = g.threadSize(e.thread) - first.index;
  return {first, std::min<uint32_t>(have, uint32_t{g[first].jointMore} + 1)};
}

namespace {

/// The eco direction between piece p and x, an access of p's location:
/// +1 if p is eco-before x, -1 if after, 0 if neither (two reads of one
/// write).
int ecoDirection(const Graph &g, const Event &p, EventId pid, const Event &x, EventId xid) {
  if (p.isWrite() && x.isWrite())
    return g.coIndex(pid) < g.coIndex(xid) ? 1 : -1;
  if (p.isWrite()) // x reads p or a later write: p first; else x reads before p
    return g.coIndex(x.rf) >= g.coIndex(pid) ? 1 : -1;
  if (x.isWrite())
    return g.coIndex(xid) > g.coIndex(p.rf) ? 1 : -1;
  int a = g.coIndex(p.rf), b = g.coIndex(x.rf); // two reads: fr;rf one way
  return a < b ? 1 : a > b ? -1 : 0;
}

} // namespace

bool Model::jointTorn(const Graph &g, const JointGroup &group) {
  // Other accesses sharing locations with this one: their eco directions.
  struct Shared {
    EventId first;
    bool before = false, after = false;
  };
  std::vector<Shared> shared;
  for (uint32_t i = 0; i < group.n; ++i) {
    EventId p = group.piece(i);
    const Event &ep = g[p];
    const LocState *loc = g.findLoc(ep.addr);
    if (!loc || (ep.isRead() && ep.rf.isNone()))
      continue;
    // Coherence with the pieces as one event P: P eco x hb P, or P hb x eco P.
    auto torn = [&](EventId x, bool successor) {
      for (uint32_t j = 0; j < group.n; ++j)
        if (j != i &&
            (successor ? happensBefore(g, x, group.piece(j)) : happensBefore(g, group.piece(j), x)))
          return true;
      return false;
    };
    auto visit = [&](EventId x) {
      if (group.contains(x))
        return false;
      const Event &ex = g[x];
      if (ex.isRead() && ex.rf.isNone())
        return false;
      int dir = ecoDirection(g, ep, p, ex, x);
      if (dir != 0 && torn(x, dir > 0))
        return true;
      // Merged, two accesses of which one writes are one location's
      // accesses: eco orders them one way (two reads need not agree).
      if (JointGroup h = jointGroupOf(g, x);
          h.n > 0 && dir != 0 && (ep.isWrite() || ex.isWrite())) {
        auto it = std::find_if(shared.begin(), shared.end(),
                               [&](const Shared &s) { return s.first == h.first; });
        if (it == shared.end())
          it = shared.insert(shared.end(), Shared{h.first});
        (dir > 0 ? it->before : it->after) = true;
        if (it->before && it->after)
          return true;
      }
      return false;
    };
    for (EventId w : loc->co)
      if (visit(w))
        return true;
    for (EventId r : loc->reads)
      if (visit(r))
        return true;
  }
  return false;
}

} // namespace wmc
