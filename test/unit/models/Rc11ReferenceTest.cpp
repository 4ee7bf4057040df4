// The reference RC11 and scoped RC11 (support/ReferenceRc11.h) on litmus
// tests: outcomes of the brute-force enumeration under the reference, and
// verdicts on hand-built graphs for what no porf-ordered enumeration can
// build (thin-air cycles) or what scripts cannot express (barriers).
// Expected results: the RC11 paper's litmus tests and EXPECTED.md section C.
#include "support/BruteForce.h"
#include "support/Litmus.h"
#include "support/RandomScript.h"
#include "support/ReferenceRc11.h"

#include <gtest/gtest.h>

#include <functional>

namespace wmc::test {
namespace {

using namespace litmus;
using O = MemOrder;
constexpr Addr kX = 0x10, kY = 0x20, kBarrier = 0x2000;
const EventId INIT = EventId::init();

/// Does some complete execution satisfy pred?
bool allows(const BruteForceResult &r, const std::function<bool(const Outcome &)> &pred) {
  for (const auto &rec : r.records)
    if (pred(rec.outcome))
      return true;
  return false;
}

// ---- outcomes -------------------------------------------------------------------

TEST(Rc11Reference, ModelNames) {
  EXPECT_EQ(refModelByName("rc11"), RefModel::RC11);
  EXPECT_EQ(refModelByName("src11"), RefModel::SRC11);
  EXPECT_TRUE(isRc11Family(RefModel::SRC11));
  EXPECT_FALSE(isRc11Family(RefModel::PSO));
}

TEST(Rc11Reference, StoreBuffering) {
  auto weak = [](const Outcome &o) { return o[0][0] == 0 && o[1][1] == 0; };
  EXPECT_TRUE(allows(bruteForce(SBAtomic(O::Relaxed), RefModel::RC11), weak));
  BruteForceResult sc = bruteForce(SBAtomic(O::SeqCst), RefModel::RC11);
  EXPECT_FALSE(allows(sc, weak));
  EXPECT_EQ(sc.complete.size(), 3u);
  EXPECT_FALSE(sc.dataRace);
  // Plain accesses race.
  EXPECT_TRUE(bruteForce(SB(), RefModel::RC11).dataRace);
  EXPECT_TRUE(bruteForce(SBFenced(), RefModel::RC11).dataRace);
}

// SRC11's SC axiom uses scope inclusion without incl's same-location
// condition (see ReferenceRc11.h): all-seq_cst SB keeps its weak outcome
// forbidden at system scope, and loses that only with scopes that exclude
// the other thread.
TEST(Rc11Reference, Src11ScAxiomUsesScopeInclusion) {
  auto weak = [](const Outcome &o) { return o[0][0] == 0 && o[1][1] == 0; };
  EXPECT_FALSE(allows(bruteForce(SBAtomic(O::SeqCst), RefModel::SRC11), weak));
  for (uint32_t block2 : {0u, 1u}) {
    Script s;
    s.threads = {{Store(X, 1, O::SeqCst, Scope::Block), Load(0, Y, O::SeqCst, Scope::Block)},
                 {Store(Y, 1, O::SeqCst, Scope::Block), Load(1, X, O::SeqCst, Scope::Block)}};
    s.places = {gpuPlace(0, 0), gpuPlace(0, block2)};
    BruteForceResult r = bruteForce(s, RefModel::SRC11);
    EXPECT_EQ(allows(r, weak), block2 != 0);
    EXPECT_EQ(r.heterogeneousRace, block2 != 0);
  }
  Script fenced;
  fenced.threads = {{Store(X, 1, O::Relaxed), Fence(), Load(0, Y, O::Relaxed)},
                    {Store(Y, 1, O::Relaxed), Fence(), Load(1, X, O::Relaxed)}};
  EXPECT_FALSE(allows(bruteForce(fenced, RefModel::SRC11), weak));
  EXPECT_FALSE(allows(bruteForce(fenced, RefModel::RC11), weak));
}

TEST(Rc11Reference, MessagePassing) {
  auto stale = [](const Outcome &o) { return o[1][0] == 1 && o[1][1] == 0; };
  for (RefModel m : {RefModel::RC11, RefModel::SRC11}) {
    SCOPED_TRACE(static_cast<int>(m));
    BruteForceResult relAcq = bruteForce(MPAtomic(O::Release, O::Acquire), m);
    EXPECT_FALSE(allows(relAcq, stale));
    EXPECT_EQ(relAcq.complete.size(), 2u); // y = 0, or y = 1 and then x = 1
    BruteForceResult rlx = bruteForce(MPAtomic(O::Relaxed, O::Relaxed), m);
    EXPECT_TRUE(allows(rlx, stale));
    EXPECT_FALSE(rlx.dataRace || rlx.heterogeneousRace);
    EXPECT_FALSE(allows(bruteForce(MPFences(), m), stale));
  }
}

TEST(Rc11Reference, Iriw) {
  auto disagree = [](const Outcome &o) {
    return o[2][0] == 1 && o[2][1] == 0 && o[3][0] == 1 && o[3][1] == 0;
  };
  EXPECT_TRUE(allows(bruteForce(IRIWAtomic(O::Release, O::Acquire), RefModel::RC11), disagree));
  BruteForceResult sc = bruteForce(IRIWAtomic(O::SeqCst, O::SeqCst), RefModel::RC11);
  EXPECT_FALSE(allows(sc, disagree));
  EXPECT_EQ(sc.complete.size(), 15u);
  // psc_F: fence -hb-> read -fr-> write -rf-> read -hb-> fence, both ways.
  EXPECT_FALSE(allows(bruteForce(IRIWFences(), RefModel::RC11), disagree));
}

TEST(Rc11Reference, CoherenceOfReads) {
  // CoRR: a later read cannot see an older write.
  EXPECT_FALSE(allows(bruteForce(CoRR(), RefModel::RC11),
                      [](const Outcome &o) { return o[1][0] == 1 && o[1][1] == 0; }));
  // CoWR: a read after a write of the same thread does not see INIT.
  BruteForceResult cowr = bruteForce(CoWR(), RefModel::RC11);
  EXPECT_FALSE(allows(cowr, [](const Outcome &o) { return o[0][0] == 0; }));
  EXPECT_TRUE(allows(cowr, [](const Outcome &o) { return o[0][0] == 2; }));
}

TEST(Rc11Reference, ReleaseSequenceThroughAnRmw) {
  auto stale = [](const Outcome &o) { return o[2][0] == 2 && o[2][1] == 0; };
  for (RefModel m : {RefModel::RC11, RefModel::SRC11}) {
    EXPECT_FALSE(allows(bruteForce(ReleaseSequence(true), m), stale));
    EXPECT_TRUE(allows(bruteForce(ReleaseSequence(false), m), stale));
  }
}

TEST(Rc11Reference, ScopedMessagePassing) {
  auto stale = [](const Outcome &o) { return o[1][0] == 1 && o[1][1] == 0; };
  BruteForceResult same = bruteForce(ScopedMP(0), RefModel::SRC11);
  EXPECT_FALSE(allows(same, stale));
  EXPECT_FALSE(same.dataRace || same.heterogeneousRace);
  BruteForceResult apart = bruteForce(ScopedMP(1), RefModel::SRC11);
  EXPECT_TRUE(allows(apart, stale));
  EXPECT_TRUE(apart.heterogeneousRace);
  EXPECT_FALSE(apart.dataRace);
  // RC11 ignores scopes.
  BruteForceResult rc11 = bruteForce(ScopedMP(1), RefModel::RC11);
  EXPECT_FALSE(allows(rc11, stale));
  EXPECT_FALSE(rc11.heterogeneousRace);
}

TEST(Rc11Reference, Fig1aRacesOnlyAcrossBlocks) {
  BruteForceResult same = bruteForce(ScopedFig1a(0), RefModel::SRC11);
  EXPECT_FALSE(same.dataRace || same.heterogeneousRace);
  EXPECT_FALSE(allows(same, [](const Outcome &o) { return o[1][0] == 1 && o[1][1] != 1; }));
  BruteForceResult apart = bruteForce(ScopedFig1a(1), RefModel::SRC11);
  EXPECT_TRUE(apart.dataRace);
  EXPECT_TRUE(apart.heterogeneousRace);
}

TEST(Rc11Reference, Section42) {
  BruteForceResult r = bruteForce(Section42(), RefModel::SRC11);
  EXPECT_EQ(r.complete.size(), 4u);
  EXPECT_TRUE(allows(r, [](const Outcome &o) { return o[1][0] == 1 && o[1][1] == 1; }));
  EXPECT_TRUE(r.dataRace);
  EXPECT_FALSE(r.heterogeneousRace);
}

TEST(Rc11Reference, LoadBufferingRingHasNoThinAirExecution) {
  for (RefModel m : {RefModel::RC11, RefModel::SRC11}) {
    BruteForceResult r = bruteForce(LBRing(3), m);
    EXPECT_EQ(r.complete.size(), 7u); // 2^3 - 1
    EXPECT_FALSE(r.dataRace || r.heterogeneousRace);
  }
}

// On CPU threads at system scope SRC11 is RC11: compare the enumerations.
TEST(Rc11Reference, Src11IsRc11AtSystemScope) {
  std::mt19937 rng(11);
  RandomScriptOptions opts;
  opts.c11 = true;
  for (int i = 0; i < 60; ++i) {
    Script s = randomScript(rng, opts);
    BruteForceResult a = bruteForce(s, RefModel::RC11), b = bruteForce(s, RefModel::SRC11);
    EXPECT_EQ(a.complete, b.complete) << s.str();
    EXPECT_EQ(a.blocked, b.blocked) << s.str();
    EXPECT_EQ(a.dataRace, b.dataRace) << s.str();
    EXPECT_FALSE(b.heterogeneousRace) << s.str();
  }
}

// ---- hand-built graphs -----------------------------------------------------------

/// A graph builder: threads at places; accesses with orders and scopes; each
/// write goes last in co unless moved.
struct B {
  Graph g;
  void thread(ThreadId t, Place p = kCpuPlace) {
    Event e;
    e.kind = EventKind::ThreadStart;
    e.rf = INIT;
    e.value = p;
    g.add(t, e);
  }
  EventId w(ThreadId t, Addr a, Value v, O o = O::Relaxed, Scope s = Scope::System,
            uint16_t flags = 0) {
    EventId id = g.add(t, access(EventKind::Write, a, o, s, flags));
    g.at(id).value = v;
    g.insertCo(id, g.locState(a).co.size());
    return id;
  }
  EventId r(ThreadId t, Addr a, EventId rf, O o = O::Relaxed, Scope s = Scope::System,
            uint16_t flags = 0) {
    EventId id = g.add(t, access(EventKind::Read, a, o, s, flags));
    g.setRf(id, rf);
    return id;
  }
  EventId f(ThreadId t, O o, Scope s = Scope::System) {
    Event e;
    e.kind = EventKind::Fence;
    e.order = o;
    e.scope = s;
    return g.add(t, e);
  }
  EventId barrier(ThreadId t, EventKind k, Value gen) {
    Event e;
    e.kind = k;
    e.addr = kBarrier;
    e.value = gen;
    return g.add(t, e);
  }
  std::string verdict(RefModel m) const {
    Verdict v = referenceCheck(g, m);
    return v.consistent ? "ok" : v.failed;
  }
  std::vector<EventPair> races(RefModel m, ErrorKind k) const { return referenceRaces(g, m, k); }

private:
  static Event access(EventKind k, Addr a, O o, Scope s, uint16_t flags) {
    Event e;
    e.kind = k;
    e.addr = a;
    e.size = 4;
    e.order = o;
    e.scope = s;
    e.flags = flags;
    return e;
  }
};

TEST(Rc11Reference, ThinAirLoadBufferingIsForbidden) {
  // r = x; y = 1 || s = y; x = 1 with r = s = 1: a po ∪ rf cycle.
  B b;
  b.thread(1);
  b.thread(2);
  EventId rx = b.r(1, kX, INIT);
  EventId wy = b.w(1, kY, 1);
  EventId ry = b.r(2, kY, wy);
  EventId wx = b.w(2, kX, 1);
  b.g.setRf(rx, wx);
  (void)ry;
  EXPECT_EQ(b.verdict(RefModel::RC11), "no-thin-air");
  EXPECT_EQ(b.verdict(RefModel::SRC11), "no-thin-air");
}

TEST(Rc11Reference, CoherenceViolations) {
  { // CoRR: x = 1 || r = x (1); s = x (INIT)
    B b;
    EventId w = b.w(1, kX, 1);
    b.r(2, kX, w);
    b.r(2, kX, INIT);
    EXPECT_EQ(b.verdict(RefModel::RC11), "coherence");
  }
  { // CoWR: x = 1; r = x (INIT)
    B b;
    b.w(1, kX, 1);
    b.r(1, kX, INIT);
    EXPECT_EQ(b.verdict(RefModel::RC11), "coherence");
  }
  { // CoRW: r = x (2); x = 1 || x = 2, with co 1 before 2
    B b;
    EventId r = b.r(1, kX, INIT);
    b.w(1, kX, 1);
    EventId w2 = b.w(2, kX, 2);
    b.g.setRf(r, w2);
    EXPECT_EQ(b.verdict(RefModel::RC11), "coherence");
    b.g.moveCo(w2, 0); // co 2 before 1: fine
    EXPECT_EQ(b.verdict(RefModel::RC11), "ok");
  }
}

TEST(Rc11Reference, TwoPlusTwoW) {
  for (O o : {O::Relaxed, O::Release, O::SeqCst}) {
    // x = 1; y = 2 || y = 1; x = 2 with co y: 2, 1 and x: 2, 1.
    B b;
    EventId x1 = b.w(1, kX, 1, o);
    EventId y2 = b.w(1, kY, 2, o);
    b.w(2, kY, 1, o);
    EventId x2 = b.w(2, kX, 2, o);
    b.g.moveCo(x2, 0);
    (void)x1;
    (void)y2;
    EXPECT_EQ(b.verdict(RefModel::RC11), o == O::SeqCst ? "sc" : "ok");
  }
}

TEST(Rc11Reference, AtomicityOfRmws) {
  // Two fetch_adds read INIT: the second's write is not right after its source.
  B b;
  b.r(1, kX, INIT, O::Relaxed, Scope::System, kRmwAttempt);
  b.w(1, kX, 1, O::Relaxed, Scope::System, kRmwWrite);
  b.r(2, kX, INIT, O::Relaxed, Scope::System, kRmwAttempt);
  b.w(2, kX, 1, O::Relaxed, Scope::System, kRmwWrite);
  EXPECT_EQ(b.verdict(RefModel::RC11), "atomicity");
}

TEST(Rc11Reference, ReleaseSequenceSynchronises) {
  // x = 1; y.store(1, rel) || fetch_add(y, 1, rlx) || y.load(acq) reads 2; x
  B b;
  EventId wx = b.w(1, kX, 1);
  EventId wy = b.w(1, kY, 1, O::Release);
  EventId ra = b.r(2, kY, wy, O::Relaxed, Scope::System, kRmwAttempt);
  EventId wa = b.w(2, kY, 2, O::Relaxed, Scope::System, kRmwWrite);
  EventId ry = b.r(3, kY, wa, O::Acquire);
  EventId rx = b.r(3, kX, INIT);
  ExecutionRelations x(b.g);
  Rc11Relations c(b.g, x, RefModel::RC11);
  EXPECT_TRUE(c.rseq.has(x.node(wy, 0), x.node(wa, 0)));
  EXPECT_TRUE(c.sw.has(x.node(wy, 0), x.node(ry, 0)));
  EXPECT_FALSE(c.sw.has(x.node(wy, 0), x.node(ra, 0))); // a relaxed read does not acquire
  EXPECT_TRUE(c.hb.has(x.node(wx, 0), x.node(rx, 0)));
  EXPECT_EQ(b.verdict(RefModel::RC11), "coherence"); // rx reads INIT although wx hb rx
}

TEST(Rc11Reference, FenceSynchronisationNeedsInclusiveScopes) {
  // x = 1; fence(rel, s); y.store(1, rlx, dev) || y.load(rlx, dev) = 1; fence(acq, s); x (INIT)
  for (Scope s : {Scope::Device, Scope::Block}) {
    B b;
    b.thread(1, gpuPlace(0, 0));
    b.thread(2, gpuPlace(0, 1));
    b.w(1, kX, 1, O::Relaxed, Scope::Device);
    b.f(1, O::Release, s);
    EventId wy = b.w(1, kY, 1, O::Relaxed, Scope::Device);
    b.r(2, kY, wy, O::Relaxed, Scope::Device);
    b.f(2, O::Acquire, s);
    b.r(2, kX, INIT, O::Relaxed, Scope::Device);
    EXPECT_EQ(b.verdict(RefModel::SRC11), s == Scope::Device ? "coherence" : "ok");
    EXPECT_EQ(b.verdict(RefModel::RC11), "coherence");
  }
}

TEST(Rc11Reference, InclusionIsMutual) {
  // A device-scope store and a block-scope load in other blocks: the load's
  // scope does not include the writer, so they race and do not synchronise.
  B b;
  b.thread(1, gpuPlace(0, 0));
  b.thread(2, gpuPlace(0, 1));
  EventId w = b.w(1, kX, 1, O::Release, Scope::Device);
  EventId r = b.r(2, kX, w, O::Acquire, Scope::Block);
  ExecutionRelations x(b.g);
  Rc11Relations c(b.g, x, RefModel::SRC11);
  EXPECT_FALSE(c.incl.has(x.node(w, 0), x.node(r, 0)));
  EXPECT_FALSE(c.incl.has(x.node(r, 0), x.node(w, 0)));
  EXPECT_EQ(b.races(RefModel::SRC11, ErrorKind::HeterogeneousRace),
            (std::vector<EventPair>{{w, r}}));
  EXPECT_TRUE(b.races(RefModel::RC11, ErrorKind::HeterogeneousRace).empty());
  // The same block: included.
  b.g.at(EventId{2, 0}).value = gpuPlace(0, 0);
  Rc11Relations same(b.g, x, RefModel::SRC11);
  EXPECT_TRUE(same.incl.has(x.node(w, 0), x.node(r, 0)));
  EXPECT_TRUE(b.races(RefModel::SRC11, ErrorKind::HeterogeneousRace).empty());
}

TEST(Rc11Reference, Section42RaceIsOnY) {
  B b;
  b.thread(1, gpuPlace(0, 0));
  b.thread(2, gpuPlace(0, 0));
  EventId wx = b.w(1, kX, 1, O::Release, Scope::Block);
  EventId wy = b.w(1, kY, 1, O::Release, Scope::Block);
  EventId ry = b.r(2, kY, wy, O::Plain);
  b.r(2, kX, wx, O::Acquire, Scope::Block);
  EXPECT_EQ(b.verdict(RefModel::SRC11), "ok");
  EXPECT_EQ(b.races(RefModel::SRC11, ErrorKind::DataRace), (std::vector<EventPair>{{wy, ry}}));
  EXPECT_TRUE(b.races(RefModel::SRC11, ErrorKind::HeterogeneousRace).empty());
}

TEST(Rc11Reference, MutexAndFreeAccessesDoNotRace) {
  B b;
  b.w(1, kX, 1, O::Plain, Scope::System, kMutexLoc);
  b.w(2, kX, 0, O::Plain, Scope::System, kMutexLoc);
  b.w(1, kY, 1, O::Plain, Scope::System, kFree);
  b.w(2, kY, 0, O::Plain);
  EXPECT_TRUE(b.races(RefModel::RC11, ErrorKind::DataRace).empty());
  b.w(1, kY, 2, O::Plain);
  EXPECT_EQ(b.races(RefModel::RC11, ErrorKind::DataRace).size(), 1u);
}

TEST(Rc11Reference, VolatileIsRelaxedOnlyUnderSrc11) {
  B b;
  EventId w1 = b.w(1, kX, 1, O::Plain, Scope::System, kVolatile);
  EventId w2 = b.w(2, kX, 2, O::Plain, Scope::System, kVolatile);
  EXPECT_EQ(b.races(RefModel::RC11, ErrorKind::DataRace), (std::vector<EventPair>{{w1, w2}}));
  EXPECT_TRUE(b.races(RefModel::SRC11, ErrorKind::DataRace).empty());
  EXPECT_TRUE(b.races(RefModel::SRC11, ErrorKind::HeterogeneousRace).empty());
}

TEST(Rc11Reference, BarrierOrdersTheBlock) {
  // x = 1 (plain); barrier || barrier; r = x (plain): no race, r sees 1.
  for (bool withBarrier : {true, false}) {
    B b;
    b.thread(1, gpuPlace(0, 0));
    b.thread(2, gpuPlace(0, 0));
    EventId w = b.w(1, kX, 1, O::Plain);
    if (withBarrier) {
      b.barrier(1, EventKind::BarrierArrive, 0);
      b.barrier(2, EventKind::BarrierArrive, 0);
      b.barrier(1, EventKind::BarrierDepart, 0);
      b.barrier(2, EventKind::BarrierDepart, 0);
    }
    EventId r = b.r(2, kX, INIT, O::Plain);
    for (RefModel m : {RefModel::RC11, RefModel::SRC11}) {
      EXPECT_EQ(b.verdict(m), withBarrier ? "coherence" : "ok");
      EXPECT_EQ(b.races(m, ErrorKind::DataRace).size(), withBarrier ? 0u : 1u);
    }
    b.g.setRf(r, w);
    EXPECT_EQ(b.verdict(RefModel::SRC11), "ok");
  }
}

TEST(Rc11Reference, ThreadCreationAndJoinAreSync) {
  // main: x = 1 (plain); create T1; join T1; r = x  ||  T1: x = 2 (plain)
  B b;
  b.thread(0);
  b.w(0, kX, 1, O::Plain);
  Event c;
  c.kind = EventKind::ThreadCreate;
  c.value = 1;
  EventId create = b.g.add(0, c);
  Event s;
  s.kind = EventKind::ThreadStart;
  s.rf = create;
  b.g.add(1, s);
  EventId w2 = b.w(1, kX, 2, O::Plain);
  Event e;
  e.kind = EventKind::ThreadEnd;
  EventId end = b.g.add(1, e);
  Event j;
  j.kind = EventKind::ThreadJoin;
  j.rf = end;
  b.g.add(0, j);
  b.r(0, kX, w2, O::Plain);
  EXPECT_EQ(b.verdict(RefModel::RC11), "ok");
  EXPECT_TRUE(b.races(RefModel::RC11, ErrorKind::DataRace).empty());
}

} // namespace
} // namespace wmc::test
