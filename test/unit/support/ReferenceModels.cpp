#include "support/ReferenceModels.h"

#include "support/ReferenceRc11.h"

#include <algorithm>

namespace wmc::test {

const char *refModelName(RefModel m) {
  switch (m) {
  case RefModel::SC:
    return "sc";
  case RefModel::TSO:
    return "tso";
  case RefModel::PSO:
    return "pso";
  case RefModel::RC11:
    return "rc11";
  case RefModel::SRC11:
    return "src11";
  }
  return "";
}

std::optional<RefModel> refModelByName(std::string_view name) {
  if (name == "sc")
    return RefModel::SC;
  if (name == "tso")
    return RefModel::TSO;
  if (name == "pso")
    return RefModel::PSO;
  if (name == "rc11")
    return RefModel::RC11;
  if (name == "src11")
    return RefModel::SRC11;
  return std::nullopt;
}

namespace {

EventSet operator|(const EventSet &a, const EventSet &b) {
  EventSet r(a.size());
  for (size_t i = 0; i < a.size(); ++i)
    r[i] = a[i] || b[i];
  return r;
}

Relation id(const EventSet &s) { return Relation::identity(s); }

} // namespace

ExecutionRelations::ExecutionRelations(const Graph &g) {
  std::vector<size_t> firstOf(g.numThreads() + 1, 0); // node of (t, 0)
  for (ThreadId t = 0; t < g.numThreads(); ++t)
    firstOf[t + 1] = firstOf[t] + g.threadSize(t);
  auto nodeOf = [&](EventId e) { return firstOf[e.thread] + e.index; };
  g.forEach([&](EventId e) {
    ids.push_back(e);
    events.push_back(&g[e]);
    addrs.push_back(g[e].isMemAccess() ? g[e].addr : 0);
  });
  std::vector<Addr> locs;
  for (const auto &[a, st] : g.locations())
    locs.push_back(a);
  std::sort(locs.begin(), locs.end());
  auto initOf = [&](Addr a) {
    return firstOf.back() + static_cast<size_t>(std::lower_bound(locs.begin(), locs.end(), a) - locs.begin());
  };
  for (Addr a : locs) {
    ids.push_back(EventId::init());
    events.push_back(nullptr);
    addrs.push_back(a);
  }
  const size_t n = ids.size();
  auto nodeFn = [&](EventId e, Addr a) { return e.isInit() ? initOf(a) : nodeOf(e); };

  R = where([](const Event &e) { return e.isRead(); });
  IW.assign(n, false);
  for (size_t i = firstOf.back(); i < n; ++i)
    IW[i] = true;
  W = where([](const Event &e) { return e.isWrite(); }) | IW;
  F = where([](const Event &e) { return e.isFence(); });
  M = R | W;
  TE = where([](const Event &e) {
    return e.kind == EventKind::ThreadStart || e.kind == EventKind::ThreadCreate ||
           e.kind == EventKind::ThreadJoin || e.kind == EventKind::ThreadEnd;
  });

  po = rf = co = fr = sync = bar = rmw = loc = ext = Relation(n);
  // INIT nodes get distinct pseudo threads: they are external to everything.
  std::vector<uint64_t> thread(n);
  std::vector<char> mem(n);
  for (size_t a = 0; a < n; ++a) {
    thread[a] = IW[a] ? (uint64_t(1) << 32) + a : ids[a].thread;
    mem[a] = M[a];
  }
  for (size_t a = 0; a < n; ++a) {
    for (size_t b = 0; b < n; ++b) {
      if (thread[a] != thread[b])
        ext.add(a, b);
      else if (ids[a].index < ids[b].index)
        po.add(a, b);
      if (mem[a] && mem[b] && addrs[a] == addrs[b])
        loc.add(a, b);
    }
  }
  for (size_t b = 0; b < n; ++b) {
    const Event *e = events[b];
    if (!e)
      continue;
    switch (e->kind) {
    case EventKind::Read:
      if (!e->rf.isNone())
        rf.add(nodeFn(e->rf, e->addr), b);
      break;
    case EventKind::ThreadStart:
    case EventKind::ThreadJoin:
      if (!e->rf.isNone() && !e->rf.isInit())
        sync.add(nodeOf(e->rf), b);
      break;
    case EventKind::Write:
      if (e->is(kRmwWrite)) {
        // Its read: the thread's latest read of the location (the pieces
        // of an RMW over several locations are all read, then all written).
        EventId r = ids[b].prev();
        while (r.index > 0 && !(g[r].isRead() && g[r].addr == e->addr))
          r = r.prev();
        rmw.add(nodeOf(r), b);
      }
      break;
    case EventKind::BarrierDepart:
      for (size_t a = 0; a < n; ++a)
        if (events[a] && events[a]->kind == EventKind::BarrierArrive &&
            events[a]->addr == e->addr && events[a]->value == e->value)
          bar.add(a, b);
      break;
    default: break;
    }
  }
  for (const auto &[a, st] : g.locations()) {
    std::vector<size_t> order{initOf(a)};
    for (EventId w : st.co)
      order.push_back(nodeOf(w));
    for (size_t i = 0; i < order.size(); ++i)
      for (size_t j = i + 1; j < order.size(); ++j)
        co.add(order[i], order[j]);
  }
  fr = rf.inverse().seq(co);
  rfe = rf & ext;
  poloc = po & loc;
}

size_t ExecutionRelations::node(EventId e, Addr addr) const {
  for (size_t i = 0; i < ids.size(); ++i)
    if (ids[i] == e && (!e.isInit() || addrs[i] == addr))
      return i;
  return ids.size();
}

// ---- ppo ------------------------------------------------------------------------

namespace {

bool isRelease(MemOrder o) { return o == MemOrder::Release || o == MemOrder::AcqRel; }

/// TSO (x86-TSO):
///   ppo  = (po & M*M) \ (W*R)
///        | po;[FF] | [FF];po          FF = sc fences, RMW/CAS (read and write parts,
///                                          failed CAS too), lock/unlock, thread events
///        | [Wsc];po                   a seq_cst store orders everything after it
Relation tsoPpo(const ExecutionRelations &x) {
  const Relation &po = x.po;
  Relation base = (po & Relation::product(x.M, x.M)) - Relation::product(x.W, x.R);
  EventSet ff = x.where([](const Event &e) {
    return (e.isFence() && e.order == MemOrder::SeqCst) || e.is(kRmwAttempt) ||
           e.is(kRmwWrite) || e.is(kLock) || e.is(kUnlock);
  }) | x.TE;
  EventSet wsc = x.where([](const Event &e) { return e.isWrite() && e.order == MemOrder::SeqCst; });
  return base | po.seq(id(ff)) | id(ff).seq(po) | id(wsc).seq(po);
}

/// PSO (SPARC PSO):
///   ppo  = po & (R*R | R*W)
///        | po;[FF] | [FF];po          FF = sc fences, lock/unlock, thread events
///        | [W];po;[Xsc] | [Xsc];po    Xsc = seq_cst stores, and seq_cst RMW/CAS
///                                           (the instruction carries the barrier)
///        | [W];po;[Xrel]              Xrel = release stores / RMWs (StoreStore before)
///        | [W];po;[Frel];po;[W]       release/acq_rel fences (StoreStore)
Relation psoPpo(const ExecutionRelations &x) {
  const Relation &po = x.po;
  Relation base = po & (Relation::product(x.R, x.R) | Relation::product(x.R, x.W));
  EventSet ff = x.where([](const Event &e) {
    return (e.isFence() && e.order == MemOrder::SeqCst) || e.is(kLock) || e.is(kUnlock);
  }) | x.TE;
  auto storeLike = [](const Event &e) { return e.isWrite() || e.is(kRmwAttempt); };
  EventSet xsc = x.where([&](const Event &e) { return storeLike(e) && e.order == MemOrder::SeqCst; });
  EventSet xrel = x.where([&](const Event &e) { return storeLike(e) && isRelease(e.order); });
  EventSet frel = x.where([](const Event &e) { return e.isFence() && isRelease(e.order); });
  // An RMW is performed in memory at once: everything after it stays after.
  EventSet xrmw = x.where([](const Event &e) { return e.is(kRmwAttempt) || e.is(kRmwWrite); });
  Relation w = id(x.W);
  return base | po.seq(id(ff)) | id(ff).seq(po) | w.seq(po).seq(id(xsc)) | id(xsc).seq(po) |
         w.seq(po).seq(id(xrel)) | w.seq(po).seq(id(frel)).seq(po).seq(w) | id(xrmw).seq(po);
}

} // namespace

Relation referencePpo(const ExecutionRelations &x, RefModel m) {
  switch (m) {
  case RefModel::SC: return x.po;
  case RefModel::TSO: return tsoPpo(x);
  case RefModel::PSO: return psoPpo(x);
  case RefModel::RC11:
  case RefModel::SRC11: break; // no ppo: see ReferenceRc11.h
  }
  return x.po;
}

// ---- axioms ------------------------------------------------------------------------

Verdict referenceCheck(const Graph &g, RefModel m, RaceKinds *races) {
  ExecutionRelations x(g);
  if (isRc11Family(m)) {
    Rc11Relations c(g, x, m);
    if (races) {
      races->data = !rc11Races(x, c, ErrorKind::DataRace).empty();
      races->heterogeneous = !rc11Races(x, c, ErrorKind::HeterogeneousRace).empty();
    }
    return rc11Check(x, c);
  }
  if (races)
    *races = RaceKinds{};
  Verdict v;
  auto fail = [&](const char *axiom) {
    v.consistent = false;
    v.failed = axiom;
    return v;
  };
  if (!(x.poloc | x.rf | x.co | x.fr).acyclic())
    return fail("uniproc");
  if (!(x.rmw & x.fr.seq(x.co)).empty())
    return fail("atomicity");
  if (m == RefModel::SC) {
    if (!(x.po | x.rf | x.co | x.fr | x.sync).acyclic())
      return fail("sc");
    return v;
  }
  Relation ghb = referencePpo(x, m) | x.rfe | x.co | x.fr | x.sync;
  if (!ghb.acyclic())
    return fail("ghb");
  return v;
}

std::vector<EventPair> referenceRaces(const Graph &g, RefModel m, ErrorKind kind) {
  if (!isRc11Family(m))
    return {};
  ExecutionRelations x(g);
  return rc11Races(x, Rc11Relations(g, x, m), kind);
}

} // namespace wmc::test
