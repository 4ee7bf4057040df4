#include "models/OrderModel.h"

#include <algorithm>

namespace wmc {

uint8_t OrderModel::classOf(const Event &e) {
  switch (e.kind) {
  case EventKind::Read:
    return kClsR;
  case EventKind::Write:
    return kClsW;
  case EventKind::Fence:
  case EventKind::ThreadStart:
  case EventKind::ThreadCreate:
  case EventKind::ThreadJoin:
  case EventKind::ThreadEnd:
  case EventKind::BarrierArrive:
  case EventKind::BarrierDepart:
  case EventKind::Choice:
    return kClsF; // orders nothing: no fence bits (models' fences())
  }
  return kClsF;
}

bool OrderModel::ppo(const Event &a, const Event &b) const {
  uint8_t ca = classOf(a), cb = classOf(b);
  if (base(ca, cb))
    return true;
  return (fences(b).before & ca) != 0 || (fences(a).after & cb) != 0;
}

template <typename F>
void OrderModel::forEachPred(const Graph &g, Rel rel, EventId b, F &&f) const {
  const Event &eb = g[b];
  if (rel == Rel::Global) {
    for (uint32_t i = b.index; i-- > 0;) {
      EventId a{b.thread, i};
      const Event &ea = g[a];
      if (ppo(ea, eb)) {
        f(a);
        if (ordersAllBefore(ea))
          break;
      }
    }
  } else if (eb.isMemAccess()) {
    for (uint32_t i = b.index; i-- > 0;) {
      const Event &ea = g[EventId{b.thread, i}];
      if (ea.isMemAccess() && ea.addr == eb.addr) {
        f(EventId{b.thread, i}); // po-loc is transitive: the nearest one suffices
        break;
      }
    }
  }
  switch (eb.kind) {
  case EventKind::Read:
    if (!eb.rf.isInit() && !eb.rf.isNone() &&
        (rel == Rel::Location || eb.rf.thread != b.thread || internalRfOrdered()))
      f(eb.rf);
    break;
  case EventKind::ThreadStart:
  case EventKind::ThreadJoin:
    if (rel == Rel::Global && !eb.rf.isInit() && !eb.rf.isNone())
      f(eb.rf);
    break;
  case EventKind::Write: {
    const LocState *loc = g.findLoc(eb.addr);
    int idx = loc ? g.coIndex(b) : -2;
    if (!loc || idx < 0)
      break; // not in co yet: no co/fr predecessors
    EventId prevW = idx == 0 ? EventId::init() : loc->co[static_cast<size_t>(idx - 1)];
    if (!prevW.isInit())
      f(prevW);
    for (EventId r : loc->reads)
      if (g[r].rf == prevW)
        f(r); // fr: reads of the co-predecessor precede b
    break;
  }
  case EventKind::BarrierDepart: // after every arrival of the generation
    if (rel == Rel::Global)
      g.forEachDepartSource(b, f);
    break;
  case EventKind::ThreadCreate:
  case EventKind::ThreadEnd:
  case EventKind::Fence:
  case EventKind::Choice:
  case EventKind::BarrierArrive:
    break;
  }
}

void OrderModel::newSearch(const Graph &g) {
  if (++gen_ == 0) { // wrapped: clear marks
    for (auto &m : mark_)
      std::fill(m.begin(), m.end(), 0);
    gen_ = 1;
  }
  mark_.resize(std::max<size_t>(mark_.size(), g.numThreads()));
  for (ThreadId t = 0; t < g.numThreads(); ++t)
    if (mark_[t].size() < g.threadSize(t))
      mark_[t].resize(g.threadSize(t), 0);
  stack_.clear();
}

OrderModel::Closure OrderModel::closure(const Graph &g, Rel rel, EventId b, Addr addr,
                                        EventId target) {
  newSearch(g);
  Closure c;
  auto visit = [&](EventId e) {
    if (mark(e))
      stack_.push_back(e);
  };
  forEachPred(g, rel, b, visit);
  while (!stack_.empty()) {
    EventId e = stack_.back();
    stack_.pop_back();
    if (e == target)
      c.reachedTarget = true;
    const Event &ev = g[e];
    if (ev.isWrite() && ev.addr == addr)
      c.maxCo = std::max(c.maxCo, g.coIndex(e));
    forEachPred(g, rel, e, visit);
  }
  return c;
}

OrderModel::Closure OrderModel::bothClosures(const Graph &g, EventId b, Addr addr, EventId target) {
  Closure c = closure(g, Rel::Global, b, addr, target);
  if (checkUniproc()) {
    Closure l = closure(g, Rel::Location, b, addr, target);
    c.maxCo = std::max(c.maxCo, l.maxCo);
    c.reachedTarget = c.reachedTarget || l.reachedTarget;
  }
  return c;
}

int OrderModel::coBound(const Graph &g, EventId e) {
  // The co-latest write of the location is the thread's own, earlier in
  // program order: it reaches e (po-loc, in every model), so nothing before
  // it can be e's source or follow e in co. This spares the search over the
  // whole history in single-threaded stretches (a container built by one
  // thread), which made long executions quadratic.
  const LocState &loc = *g.findLoc(g[e].addr);
  EventId last = loc.co.back();
  if (last.thread == e.thread && last.index < e.index)
    return static_cast<int>(loc.co.size()) - 1;
  return bothClosures(g, e, g[e].addr, EventId::none()).maxCo;
}

void OrderModel::rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) {
  out.clear();
  const Event &er = g[r];
  if (const LocState *loc = g.findLoc(er.addr); !loc || loc->co.empty()) {
    out.push_back(EventId::init()); // nothing else to read: no search needed
    return;
  }
  rfSuffix(g, er.addr, coBound(g, r), out);
}

void OrderModel::coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) {
  out.clear();
  const Event &ew = g[w];
  if (const LocState *loc = g.findLoc(ew.addr); !loc || loc->co.empty()) {
    out.push_back(0); // the first write of the location
    return;
  }
  coSuffix(g, ew.addr, coBound(g, w), out);
}

bool OrderModel::readConsistent(const Graph &g, EventId r) {
  return !bothClosures(g, r, g[r].addr, r).reachedTarget;
}

bool OrderModel::writeConsistent(const Graph &g, EventId w) {
  return rmwAtomicAt(g, w) && !bothClosures(g, w, g[w].addr, w).reachedTarget;
}

namespace {

/// The thread's own stores a joint load must wait for: a load that reads
/// some of its pieces from the thread's own stores, but not all of them
/// from one store (which then contains it: each piece reads that store's
/// piece of its location), cannot be forwarded from the
/// store buffer (x86 forwards only a load contained in one store; a partial
/// overlap waits until the stores are in memory). Those stores then come
/// before the load in the global order. Empty otherwise.
std::vector<EventId> stallingStores(const Graph &g, const JointGroup &group) {
  std::vector<EventId> own;
  EventId store = EventId::none();
  bool whole = true; // every piece reads one own joint store
  for (uint32_t i = 0; i < group.n; ++i) {
    const Event &p = g[group.piece(i)];
    if (!p.isRead() || p.rf.isNone())
      return {};
    bool internal = !p.rf.isInit() && p.rf.thread == group.first.thread;
    if (internal)
      own.push_back(p.rf);
    JointGroup h = internal ? jointGroupOf(g, p.rf) : JointGroup{};
    whole = whole && internal && h.n > 0 && (store.isNone() || h.first == store);
    if (internal)
      store = h.first;
  }
  return whole ? std::vector<EventId>{} : own;
}

} // namespace

bool OrderModel::jointTorn(const Graph &g, const JointGroup &group) {
  // Backwards from each piece: the events that reach it, not counting the
  // direct edges between pieces (program order); reaching another piece
  // through them closes a cycle. Every other single-copy-atomic access is
  // one event too: reaching one of its pieces reaches them all. The pieces
  // are distinct locations, so only the global order can connect them. A
  // load that waits for its own stores (stallingStores) has them as
  // predecessors: reaching a piece from one of them is a cycle too.
  std::vector<EventId> starts, stall = stallingStores(g, group);
  for (uint32_t j = 0; j < group.n; ++j)
    starts.push_back(group.piece(j));
  starts.insert(starts.end(), stall.begin(), stall.end());
  for (EventId start : starts) {
    newSearch(g);
    bool torn = false;
    auto reach = [&](EventId p) {
      if (!mark(p))
        return;
      stack_.push_back(p);
      if (JointGroup h = jointGroupOf(g, p); h.n > 1)
        for (uint32_t k = 0; k < h.n; ++k)
          if (mark(h.piece(k)))
            stack_.push_back(h.piece(k));
    };
    if (group.contains(start)) {
      forEachPred(g, Rel::Global, start, [&](EventId p) {
        if (!group.contains(p))
          reach(p);
      });
    } else {
      reach(start); // a stalling store: before the load, so a piece before it is a cycle
    }
    while (!stack_.empty() && !torn) {
      EventId e = stack_.back();
      stack_.pop_back();
      forEachPred(g, Rel::Global, e, [&](EventId p) {
        if (group.contains(p))
          torn = true;
        else
          reach(p);
      });
    }
    stack_.clear();
    if (torn)
      return true;
  }
  return false;
}

} // namespace wmc
