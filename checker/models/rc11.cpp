#include "models/Rc11Model.h"

#include "models/ModelFactories.h"
#include "models/Psc.h"

#include <algorithm>

namespace wmc {

MemOrder Rc11Model::orderOf(const Event &e) const { return rc11OrderOf(e, scoped_); }

bool Rc11Model::incl(const Graph &g, EventId a, EventId b) const {
  const Event &ea = g[a], &eb = g[b];
  if (scoped_ && ea.isMemAccess() && eb.isMemAccess() && ea.addr != eb.addr)
    return false;
  return scopesInclusive(g, a, b);
}

bool Rc11Model::scopesInclusive(const Graph &g, EventId a, EventId b) const {
  const Event &ea = g[a], &eb = g[b];
  if (!isAtomic(orderOf(ea)) || !isAtomic(orderOf(eb)))
    return false;
  if (!scoped_)
    return true;
  Place pa = g.placeOf(a.thread), pb = g.placeOf(b.thread);
  return scopeIncludes(ea.scope, a.thread, pa, b.thread, pb) &&
         scopeIncludes(eb.scope, b.thread, pb, a.thread, pa);
}

// Walks the release sequence backwards from the write `read` reads: each
// write y of the chain (the source, then the sources of the RMWs it ends
// with) may start the sequence if it is atomic; its release heads are y
// itself, an earlier release write to the same location, or an earlier
// release fence, all in y's thread. The latest head that is scope-inclusive
// with acq happens after the others (po), so it is the only one reported.
template <typename F>
void Rc11Model::forEachSwSource(const Graph &g, EventId acq, EventId read, F &&f) const {
  EventId reader = read;
  EventId x = g[read].rf;
  while (!x.isInit() && !x.isNone() && g.contains(x) && incl(g, x, reader)) {
    const Event &ex = g[x];
    if (isAtomic(orderOf(ex))) {
      for (uint32_t i = x.index + 1; i-- > 0;) {
        EventId h{x.thread, i};
        const Event &eh = g[h];
        bool head = isAtLeastRelease(orderOf(eh)) &&
                    (i == x.index || eh.isFence() || (eh.isWrite() && eh.addr == ex.addr));
        if (head && incl(g, h, acq)) {
          f(h);
          break;
        }
      }
    }
    if (!ex.is(kRmwWrite))
      break;
    reader = rmwReadOf(g, x);
    x = g[reader].rf;
  }
}

template <typename F>
void Rc11Model::forEachHbPred(const Graph &g, EventId b, bool withPo, F &&f) const {
  const Event &eb = g[b];
  if (withPo && b.index > 0)
    f(b.prev());
  switch (eb.kind) {
  case EventKind::ThreadStart:
  case EventKind::ThreadJoin:
    if (!eb.rf.isInit() && !eb.rf.isNone())
      f(eb.rf);
    break;
  case EventKind::BarrierDepart:
    if (eb.order != MemOrder::Relaxed) // a shuffle or vote orders no memory
      g.forEachDepartSource(b, f);
    break;
  case EventKind::Read:
    if (isAtLeastAcquire(orderOf(eb)))
      forEachSwSource(g, b, b, f);
    break;
  case EventKind::Fence:
    if (!isAtLeastAcquire(eb.order))
      break;
    // Reads before the fence synchronise through it. A read before an
    // earlier acquire fence of at least this scope already did so for that
    // fence, which is po-before this one.
    for (uint32_t i = b.index; i-- > 0;) {
      EventId r{b.thread, i};
      const Event &er = g[r];
      if (er.isFence() && isAtLeastAcquire(er.order) && er.scope <= eb.scope)
        break;
      if (er.isRead() && isAtomic(orderOf(er)))
        forEachSwSource(g, b, r, f);
    }
    break;
  case EventKind::ThreadCreate:
  case EventKind::ThreadEnd:
  case EventKind::Write:
  case EventKind::BarrierArrive:
  case EventKind::Choice:
    break;
  }
}

void Rc11Model::hbPreds(const Graph &g, EventId b, std::vector<EventId> &out) const {
  forEachHbPred(g, b, true, [&](EventId p) { out.push_back(p); });
}

PorfView Rc11Model::computeView(const Graph &g, EventId e) const {
  PorfView scratch;
  PorfView v = PorfView::after(e.index > 0 ? &viewOf(g, e.prev(), scratch) : nullptr, e);
  forEachHbPred(g, e, false, [&](EventId p) {
    PorfView s2;
    v.join(viewOf(g, p, s2));
  });
  return v;
}

const PorfView &Rc11Model::viewOf(const Graph &g, EventId e, PorfView &scratch) const {
  if (g[e].hb.isOf(e))
    return g[e].hb;
  scratch = computeView(g, e);
  return scratch;
}

void Rc11Model::onAdded(Graph &g, EventId e) {
  fedByOnAdded_ = true;
  PorfView v = computeView(g, e);
  g.at(e).hb = std::move(v);
  pscNeeded(g, e);
}

bool Rc11Model::pscNeeded(const Graph &g, EventId e) {
  auto isSc = [&](EventId x) {
    const Event &ev = g[x];
    return (ev.isMemAccess() || ev.isFence()) && ev.order == MemOrder::SeqCst;
  };
  sawSc_ = sawSc_ || isSc(e);
  if (!sawSc_ && !fedByOnAdded_)
    g.forEach([&](EventId x) { sawSc_ = sawSc_ || isSc(x); });
  return sawSc_;
}

int Rc11Model::hbCoherenceBound(const Graph &g, Addr addr, const PorfView &v, EventId e) const {
  const LocState *loc = g.findLoc(addr);
  if (!loc)
    return -1;
  int bound = -1;
  for (size_t i = loc->co.size(); i-- > 0;)
    if (loc->co[i] != e && v.contains(loc->co[i])) {
      bound = static_cast<int>(i);
      break;
    }
  for (EventId r : loc->reads)
    if (r != e && v.contains(r) && !g[r].rf.isNone())
      bound = std::max(bound, g.coIndex(g[r].rf));
  return bound;
}

// psc needs checking only for a choice that gives the new event e coherence
// successors. The graph without e is consistent (only consistent graphs are
// extended) and e has no hb-successors, so a new psc cycle needs a new edge
// out of e, and the only ones are fr (a read's source is not co-latest) and
// co (a write not placed last) edges: psc derives every edge from hb, po,
// co, fr and eco. So the co-latest choice, the one taken first, is free.
//
// The candidates are those of a new event (the explorer asks as it adds
// it), so psc is checked only for cycles through the event's edges
// (Psc.h), unless the graph has joint accesses: a run that breaks the
// atomicity of a joint RMW goes on without its consistency being checked
// (Explorer::addRmwWrite), so its graph may already have a psc cycle.
namespace {
bool hasJointPieces(const Graph &g) {
  bool joint = false;
  g.forEach([&](EventId e) { joint = joint || g[e].isJointPiece(); });
  return joint;
}
} // namespace

void Rc11Model::rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) {
  out.clear();
  const Event &er = g[r];
  rfSuffix(g, er.addr, hbCoherenceBound(g, er.addr, computeView(g, r), r), out);
  if (!pscNeeded(g, r) || out.size() < 2)
    return;
  Graph copy = g;
  EventId latest = out.back();
  out.pop_back();
  const EventId rooted = hasJointPieces(g) ? EventId::none() : r;
  std::erase_if(out, [&](EventId w) {
    copy.setRf(r, w);
    return !pscAcyclic(copy, *this, false, rooted);
  });
  out.push_back(latest);
}

void Rc11Model::coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) {
  out.clear();
  const Event &ew = g[w];
  coSuffix(g, ew.addr, hbCoherenceBound(g, ew.addr, computeView(g, w), w), out);
  if (!pscNeeded(g, w) || out.size() < 2)
    return;
  Graph copy = g;
  size_t last = out.back(); // co.size(): w gets no co-successor
  out.pop_back();
  const EventId rooted = hasJointPieces(g) ? EventId::none() : w;
  std::erase_if(out, [&](size_t pos) {
    copy.insertCo(w, pos);
    bool ok = pscAcyclic(copy, *this, false, rooted);
    copy.removeFromCo(w);
    return !ok;
  });
  out.push_back(last);
}

bool Rc11Model::tornAsAWhole(const Graph &g) {
  bool scPiece = false;
  g.forEach([&](EventId e) {
    const Event &ev = g[e];
    scPiece = scPiece || (ev.isJointPiece() && orderOf(ev) == MemOrder::SeqCst);
  });
  return scPiece && !pscAcyclic(g, *this, /*mergeJoint=*/true);
}

bool Rc11Model::readConsistent(const Graph &g, EventId r) {
  const Event &er = g[r];
  if (hbCoherenceBound(g, er.addr, computeView(g, r), r) > g.coIndex(er.rf))
    return false;
  return !pscNeeded(g, r) || pscAcyclic(g, *this);
}

bool Rc11Model::writeConsistent(const Graph &g, EventId w) {
  if (!rmwAtomicAt(g, w) || hbCoherenceBound(g, g[w].addr, computeView(g, w), w) >= g.coIndex(w))
    return false;
  return !pscNeeded(g, w) || pscAcyclic(g, *this);
}

void Rc11Model::checkErrors(const Graph &g, EventId e, std::vector<ModelError> &out) {
  const Event &ee = g[e];
  if (!ee.isMemAccess() || ee.is(kMutexLoc) || ee.is(kFree))
    return;
  // A single-copy-atomic access over several locations is one event: its
  // pieces are checked together once the last one is there, when every
  // piece's synchronisation is known (a later piece's acquire orders an
  // earlier piece's location too).
  JointGroup group = jointGroupOf(g, e);
  if (group.n == 0) {
    checkAccess(g, e, e, e, out);
    return;
  }
  EventId last = group.piece(group.n - 1);
  if (e != last || g[last].jointMore > 0)
    return;
  for (uint32_t i = 0; i < group.n; ++i)
    checkAccess(g, group.piece(i), group.first, last, out);
}

// Happens-before between two accesses, each possibly a piece of a joint
// access A (pieces first..last, consecutive in po): x hb A exactly when x
// hb last (whatever synchronises with any piece is in last's view), and
// A hb x exactly when first hb x (a view holding any piece holds first).
void Rc11Model::checkAccess(const Graph &g, EventId p, EventId pFirst, EventId pLast,
                            std::vector<ModelError> &out) const {
  const Event &ep = g[p];
  const LocState *loc = g.findLoc(ep.addr);
  if (!loc)
    return;
  PorfView scratch;
  const PorfView &v = viewOf(g, pLast, scratch);
  auto check = [&](EventId a) {
    const Event &ea = g[a];
    if (a.thread == p.thread || ea.is(kFree) || (!ea.isWrite() && !ep.isWrite()))
      return;
    JointGroup ga = jointGroupOf(g, a);
    EventId aFirst = ga.n > 0 ? ga.first : a;
    EventId aLast = ga.n > 0 ? ga.piece(ga.n - 1) : a;
    if (v.contains(aFirst))
      return; // a happens before p
    PorfView other;
    if (viewOf(g, aLast, other).contains(pFirst))
      return; // p happens before a (p is not the last event of its thread)
    bool plain = !isAtomic(orderOf(ea)) || !isAtomic(orderOf(ep));
    if (!plain && (!scoped_ || incl(g, a, p)))
      return;
    ModelError err;
    err.kind = plain ? ErrorKind::DataRace : ErrorKind::HeterogeneousRace;
    err.message = plain ? "conflicting accesses, at least one non-atomic, not ordered by "
                          "happens-before"
                        : "conflicting atomic accesses whose scopes do not include each "
                          "other's thread, not ordered by happens-before";
    err.first = a;
    err.second = p;
    out.push_back(std::move(err));
  };
  for (EventId w : loc->co)
    check(w);
  for (EventId r : loc->reads)
    check(r);
}

std::unique_ptr<Model> createRc11Model() { return std::make_unique<Rc11Model>(false); }
std::unique_ptr<Model> createSrc11Model() { return std::make_unique<Rc11Model>(true); }

} // namespace wmc
