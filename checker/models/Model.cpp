// Coherence helpers shared by every model: the consistent choices of the
// models are a suffix of co after a bound, restricted by RMW atomicity.
#include "models/Model.h"

#include <algorithm>

namespace wmc {

bool splitsRmw(const Graph &g, const LocState &loc, size_t pos) {
  if (pos >= loc.co.size())
    return false;
  EventId next = loc.co[pos];
  const Event &en = g[next];
  if (!en.is(kRmwWrite))
    return false;
  EventId prevW = pos == 0 ? EventId::init() : loc.co[pos - 1];
  return g[next.prev()].rf == prevW;
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
  if (ew.is(kRmwWrite) && g[w.prev()].rf != prevW)
    return false; // an RMW's write must follow its source immediately
  size_t next = static_cast<size_t>(idx) + 1;
  return !(next < loc->co.size() && g[loc->co[next]].is(kRmwWrite) &&
           g[loc->co[next].prev()].rf == prevW); // not between another RMW's source and write
}

} // namespace wmc

namespace wmc {

bool Model::jointTorn(const Graph &g, EventId first, uint32_t n) {
  auto pieceAt = [&](uint32_t i) { return EventId{first.thread, first.index + i}; };
  auto isPiece = [&](EventId e) {
    return e.thread == first.thread && e.index >= first.index && e.index < first.index + n;
  };
  // Coherence (irreflexive hb;eco) with the pieces as one event P: no
  // eco-successor of a piece happens before another piece (P eco x hb P),
  // and no eco-predecessor of a piece happens after another (P hb x eco P).
  for (uint32_t i = 0; i < n; ++i) {
    EventId p = pieceAt(i);
    const Event &ep = g[p];
    const LocState *loc = g.findLoc(ep.addr);
    if (!loc)
      continue;
    auto torn = [&](EventId x, bool successor) {
      if (isPiece(x))
        return false;
      for (uint32_t j = 0; j < n; ++j)
        if (j != i &&
            (successor ? happensBefore(g, x, pieceAt(j)) : happensBefore(g, pieceAt(j), x)))
          return true;
      return false;
    };
    // Writes and reads by the co position of what they write or read; a
    // read of p's position is a successor of a write p and unrelated to a
    // read p.
    bool read = ep.isRead();
    int pos = read ? g.coIndex(ep.rf) : g.coIndex(p);
    for (size_t k = 0; k < loc->co.size(); ++k) {
      int idx = static_cast<int>(k);
      if (idx != pos && torn(loc->co[k], idx > pos))
        return true;
      if (idx == pos && read && torn(loc->co[k], false)) // p's source precedes it
        return true;
    }
    for (EventId r : loc->reads) {
      const Event &er = g[r];
      if (r == p || er.rf.isNone())
        continue;
      int src = g.coIndex(er.rf);
      if (src == pos && read)
        continue;
      if (torn(r, src > pos || (src == pos && !read)))
        return true;
    }
  }
  return false;
}

} // namespace wmc
