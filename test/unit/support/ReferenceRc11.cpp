#include "support/ReferenceRc11.h"

#include <algorithm>

namespace wmc::test {
namespace {

/// r*: r+ or the identity.
Relation star(const Relation &r) { return r.plus().opt(); }

bool irreflexive(const Relation &r) {
  for (size_t a = 0; a < r.size(); ++a)
    if (r.has(a, a))
      return false;
  return true;
}

/// Do the scopes of nodes a and b include each other's thread (SRC11)?
bool mutuallyInScope(const Graph &g, const ExecutionRelations &x, size_t a, size_t b) {
  if (x.IW[a] || x.IW[b])
    return true; // INIT: system scope, included with everything
  const Event &ea = *x.events[a], &eb = *x.events[b];
  ThreadId ta = x.ids[a].thread, tb = x.ids[b].thread;
  Place pa = g.placeOf(ta), pb = g.placeOf(tb);
  return scopeIncludes(ea.scope, ta, pa, tb, pb) && scopeIncludes(eb.scope, tb, pb, ta, pa);
}

/// Memory accesses that races are about.
bool raceCandidate(const ExecutionRelations &x, size_t a) {
  const Event *e = x.events[a];
  return e && e->isMemAccess() && !e->is(kMutexLoc) && !e->is(kFree);
}

} // namespace

MemOrder orderUnder(const Event &e, RefModel m) {
  if (m == RefModel::SRC11 && e.order == MemOrder::Plain && e.is(kVolatile))
    return MemOrder::Relaxed;
  return e.order;
}

Rc11Relations::Rc11Relations(const Graph &g, const ExecutionRelations &x, RefModel m) : model(m) {
  const size_t n = x.numNodes();
  auto order = [m](const Event &e) { return orderUnder(e, m); };
  atomic = x.where(
      [&](const Event &e) { return (e.isMemAccess() || e.isFence()) && isAtomic(order(e)); });
  for (size_t a = 0; a < n; ++a)
    atomic[a] = atomic[a] || x.IW[a];

  sincl = incl = Relation(n);
  for (size_t a = 0; a < n; ++a)
    for (size_t b = 0; b < n; ++b) {
      if (!atomic[a] || !atomic[b])
        continue;
      if (m == RefModel::SRC11 && !mutuallyInScope(g, x, a, b))
        continue;
      sincl.add(a, b);
      if (m == RefModel::SRC11 && x.M[a] && x.M[b] && x.addrs[a] != x.addrs[b])
        continue; // RC11's incl is every pair of atomic events
      incl.add(a, b);
    }

  EventSet wrlx = x.W, erel = x.where([&](const Event &e) { return isAtLeastRelease(order(e)); }),
           eacq = x.where([&](const Event &e) { return isAtLeastAcquire(order(e)); });
  for (size_t a = 0; a < n; ++a)
    wrlx[a] = wrlx[a] && atomic[a];
  // [S]; r is r.from(S) and r; [S] is r.to(S).
  Relation inclRf = incl & x.rf;
  rseq = x.poloc.opt().from(x.W).to(wrlx).seq(star(inclRf.seq(x.rmw)));
  Relation prel = x.po.from(x.F).opt().from(erel);
  Relation pacq = x.po.to(x.F).opt().to(eacq);
  sw = prel.seq(rseq).seq(inclRf).seq(pacq);
  hb = (x.po | x.sync | x.bar | (incl & sw)).plus();
  eco = (x.rf | x.co | x.fr).plus();

  EventSet esc = x.where([&](const Event &e) { return order(e) == MemOrder::SeqCst; });
  psc = Relation(n);
  if (std::find(esc.begin(), esc.end(), true) == esc.end())
    return; // psc relates SC events only (and is the costly part)
  EventSet fsc =
      x.where([&](const Event &e) { return e.isFence() && order(e) == MemOrder::SeqCst; });
  Relation poNotLoc = x.po - x.loc;
  Relation scb = x.po | poNotLoc.seq(hb).seq(poNotLoc) | (hb & x.loc) | x.co | x.fr;
  Relation hbOpt = hb.opt();
  Relation id = Relation::identity(esc);
  Relation pscBase = (id | hbOpt.from(fsc)).seq(scb).seq(id | hbOpt.to(fsc));
  Relation pscF = (hb | hb.seq(eco).seq(hb)).from(fsc).to(fsc);
  psc = pscBase | pscF;
}

Verdict rc11Check(const ExecutionRelations &x, const Rc11Relations &c) {
  Verdict v;
  auto fail = [&](const char *axiom) {
    v.consistent = false;
    v.failed = axiom;
    return v;
  };
  if (!irreflexive(c.hb.seq(c.eco.opt())))
    return fail("coherence");
  if (!(x.rmw & x.fr.seq(x.co)).empty())
    return fail("atomicity");
  if (!(c.sincl & c.psc).acyclic())
    return fail("sc");
  if (!(x.po | x.rf | x.sync | x.bar).acyclic())
    return fail("no-thin-air");
  return v;
}

std::vector<EventPair> rc11Races(const ExecutionRelations &x, const Rc11Relations &c,
                                 ErrorKind kind) {
  std::vector<EventPair> out;
  if (kind != ErrorKind::DataRace &&
      !(kind == ErrorKind::HeterogeneousRace && c.model == RefModel::SRC11))
    return out;
  for (size_t a = 0; a < x.numNodes(); ++a)
    for (size_t b = a + 1; b < x.numNodes(); ++b) {
      if (!raceCandidate(x, a) || !raceCandidate(x, b) || x.addrs[a] != x.addrs[b])
        continue;
      if (!x.W[a] && !x.W[b])
        continue;
      if (x.ids[a].thread == x.ids[b].thread || c.hb.has(a, b) || c.hb.has(b, a))
        continue;
      bool bothAtomic = c.atomic[a] && c.atomic[b];
      bool race = kind == ErrorKind::DataRace ? !bothAtomic : bothAtomic && !c.incl.has(a, b);
      if (race)
        out.emplace_back(x.ids[a], x.ids[b]);
    }
  return out;
}

} // namespace wmc::test
