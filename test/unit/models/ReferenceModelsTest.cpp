// The test oracle itself: relation algebra, the relations derived from a
// graph, and the reference SC/TSO/PSO axioms on hand-built graphs.
#include "support/ReferenceModels.h"
#include "support/Relation.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

constexpr Addr X = 0x10, Y = 0x20, Z = 0x30;
const EventId INIT = EventId::init();

TEST(Relation, Algebra) {
  Relation r(4);
  r.add(0, 1);
  r.add(1, 2);
  EXPECT_TRUE(r.has(0, 1));
  EXPECT_FALSE(r.has(1, 0));
  EXPECT_EQ(r.count(), 2u);
  Relation s = r.seq(r);
  EXPECT_TRUE(s.has(0, 2));
  EXPECT_EQ(s.count(), 1u);
  EXPECT_TRUE(r.inverse().has(2, 1));
  EXPECT_EQ(r.plus().count(), 3u);
  EXPECT_TRUE(r.acyclic());
  r.add(2, 0);
  EXPECT_FALSE(r.acyclic());
  Relation self(3);
  self.add(1, 1);
  EXPECT_FALSE(self.acyclic());
  EventSet a{true, false, true, false}, b{false, true, false, false};
  Relation p = Relation::product(a, b);
  EXPECT_TRUE(p.has(0, 1));
  EXPECT_TRUE(p.has(2, 1));
  EXPECT_EQ(p.count(), 2u);
  EXPECT_EQ(Relation::identity(a).count(), 2u);
  EXPECT_EQ((r | p).count(), r.count() + p.count() - 1); // (0,1) is in both
  EXPECT_EQ((r & p).count(), 1u);
  EXPECT_EQ((r - p).count(), r.count() - 1);
  EXPECT_TRUE(Relation(5).empty());
  EXPECT_TRUE(Relation(0).acyclic());
}

TEST(Relation, MoreThan64Nodes) {
  Relation r(130);
  for (size_t i = 0; i + 1 < 130; ++i)
    r.add(i, i + 1);
  EXPECT_TRUE(r.acyclic());
  EXPECT_TRUE(r.plus().has(0, 129));
  r.add(129, 0);
  EXPECT_FALSE(r.acyclic());
  EXPECT_TRUE(r.seq(r).has(128, 0));
}

/// Hand-built graphs (no thread events: the axioms do not need them).
struct G {
  Graph g;
  EventId w(ThreadId t, Addr a, Value v, uint16_t flags = 0, MemOrder o = MemOrder::Plain) {
    Event e;
    e.kind = EventKind::Write;
    e.addr = a;
    e.size = 4;
    e.value = v;
    e.flags = flags;
    e.order = o;
    EventId id = g.add(t, e);
    g.insertCo(id, g.locState(a).co.size());
    return id;
  }
  EventId r(ThreadId t, Addr a, EventId rf, uint16_t flags = 0) {
    Event e;
    e.kind = EventKind::Read;
    e.addr = a;
    e.size = 4;
    e.flags = flags;
    EventId id = g.add(t, e);
    g.setRf(id, rf);
    return id;
  }
  EventId f(ThreadId t, MemOrder o) {
    Event e;
    e.kind = EventKind::Fence;
    e.order = o;
    return g.add(t, e);
  }
  std::string verdict(RefModel m) const {
    Verdict v = referenceCheck(g, m);
    return v.consistent ? "ok" : v.failed;
  }
};

TEST(ReferenceModels, DerivedRelationsOfStoreBuffering) {
  G x;
  EventId wx = x.w(0, X, 1);
  EventId ry = x.r(0, Y, INIT);
  EventId wy = x.w(1, Y, 1);
  EventId rx = x.r(1, X, INIT);
  ExecutionRelations rel(x.g);
  ASSERT_EQ(rel.numNodes(), 6u); // 4 events + INIT of x and y
  auto n = [&](EventId e, Addr a = 0) { return rel.node(e, a); };
  EXPECT_TRUE(rel.po.has(n(wx), n(ry)));
  EXPECT_FALSE(rel.po.has(n(ry), n(wx)));
  EXPECT_FALSE(rel.po.has(n(wx), n(rx)));
  EXPECT_TRUE(rel.rf.has(n(INIT, Y), n(ry)));
  EXPECT_TRUE(rel.co.has(n(INIT, Y), n(wy)));
  EXPECT_TRUE(rel.fr.has(n(ry), n(wy)));
  EXPECT_TRUE(rel.fr.has(n(rx), n(wx)));
  EXPECT_EQ(rel.fr.count(), 2u);
  EXPECT_TRUE(rel.rfe.has(n(INIT, Y), n(ry)));
  EXPECT_TRUE(rel.poloc.empty());
  EXPECT_TRUE(rel.IW[n(INIT, X)]);
  EXPECT_TRUE(rel.W[n(INIT, X)]);
  EXPECT_TRUE(rel.R[n(rx)]);
  // (W, R) pairs are not preserved under TSO; everything is under SC.
  EXPECT_TRUE(referencePpo(rel, RefModel::SC).has(n(wx), n(ry)));
  EXPECT_FALSE(referencePpo(rel, RefModel::TSO).has(n(wx), n(ry)));
  EXPECT_EQ(x.verdict(RefModel::SC), "sc");
  EXPECT_EQ(x.verdict(RefModel::TSO), "ok");
  EXPECT_EQ(x.verdict(RefModel::PSO), "ok");
}

TEST(ReferenceModels, SeqCstFencesForbidStoreBuffering) {
  for (MemOrder o : {MemOrder::SeqCst, MemOrder::Release}) {
    G x;
    x.w(0, X, 1);
    x.f(0, o);
    x.r(0, Y, INIT);
    x.w(1, Y, 1);
    x.f(1, o);
    x.r(1, X, INIT);
    std::string want = o == MemOrder::SeqCst ? "ghb" : "ok";
    EXPECT_EQ(x.verdict(RefModel::TSO), want);
    EXPECT_EQ(x.verdict(RefModel::PSO), want);
  }
}

// Also under PSO: a relaxed RMW drains only its own location's buffer, but
// it is performed in memory at once, so the load after it cannot go first
// (EXPECTED.md B, SB+IL(own): no SC violation under PSO either).
TEST(ReferenceModels, StoreBufferingWithRmwsIsForbiddenUnderTsoAndPso) {
  G x;
  EventId a = x.r(0, X, INIT, kRmwAttempt);
  x.w(0, X, 1, kRmwWrite);
  x.r(0, Y, INIT);
  x.r(1, Y, INIT, kRmwAttempt);
  x.w(1, Y, 1, kRmwWrite);
  x.r(1, X, INIT); // reads INIT although x's RMW is co-after INIT
  (void)a;
  EXPECT_EQ(x.verdict(RefModel::TSO), "ghb");
  EXPECT_EQ(x.verdict(RefModel::PSO), "ghb");
}

// With plain stores before the relaxed RMWs on another location (SB+IL(f)),
// PSO still allows the weak outcome: the RMW does not drain x's buffer.
TEST(ReferenceModels, RmwOnAnotherLocationDoesNotOrderSbUnderPso) {
  G x;
  x.w(0, X, 1);
  x.r(0, Z, INIT, kRmwAttempt);
  EventId z1 = x.w(0, Z, 1, kRmwWrite);
  x.r(0, Y, INIT);
  x.w(1, Y, 1);
  x.r(1, Z, z1, kRmwAttempt);
  x.w(1, Z, 2, kRmwWrite);
  x.r(1, X, INIT);
  EXPECT_EQ(x.verdict(RefModel::SC), "sc");
  EXPECT_EQ(x.verdict(RefModel::TSO), "ghb");
  EXPECT_EQ(x.verdict(RefModel::PSO), "ok");
}

TEST(ReferenceModels, MessagePassing) {
  G x;
  x.w(0, X, 1);
  EventId wy = x.w(0, Y, 1);
  x.r(1, Y, wy);
  x.r(1, X, INIT);
  EXPECT_EQ(x.verdict(RefModel::SC), "sc");
  EXPECT_EQ(x.verdict(RefModel::TSO), "ghb");
  EXPECT_EQ(x.verdict(RefModel::PSO), "ok");
}

TEST(ReferenceModels, PsoReleaseStoreForbidsMessagePassing) {
  G x;
  x.w(0, X, 1);
  EventId wy = x.w(0, Y, 1, 0, MemOrder::Release);
  x.r(1, Y, wy);
  x.r(1, X, INIT);
  EXPECT_EQ(x.verdict(RefModel::PSO), "ghb");
}

TEST(ReferenceModels, ReadReadCoherenceIsUniproc) {
  G x;
  x.w(1, X, 1);
  EventId w2 = x.w(1, X, 2);
  EventId w1 = EventId{1, 0};
  x.r(0, X, w2);
  x.r(0, X, w1);
  for (RefModel m : {RefModel::SC, RefModel::TSO, RefModel::PSO})
    EXPECT_EQ(x.verdict(m), "uniproc");
}

TEST(ReferenceModels, OwnStoreForwardingIsNotGlobalUnderTso) {
  // x86 n6-like: x=1; r1=x (own store); r2=y || y=1; x=2 with co_x: x=2, x=1
  // and r2 reading INIT: allowed under TSO (rfi is not in ghb), not under SC.
  G x;
  EventId wx1 = x.w(0, X, 1);
  x.r(0, X, wx1);
  x.r(0, Y, INIT);
  x.w(1, Y, 1);
  EventId wx2 = x.w(1, X, 2);
  x.g.moveCo(wx2, 0); // co_x: x=2, x=1
  EXPECT_EQ(x.verdict(RefModel::SC), "sc");
  EXPECT_EQ(x.verdict(RefModel::TSO), "ok");
}

TEST(ReferenceModels, AtomicityForbidsAWriteBetweenAnRmwAndItsSource) {
  G x;
  EventId w1 = x.w(1, X, 1);
  x.r(0, X, w1, kRmwAttempt);
  EventId u = x.w(0, X, 2, kRmwWrite); // co: w1, u
  EventId other = x.w(2, X, 5);        // co: w1, u, other
  EXPECT_EQ(x.verdict(RefModel::SC), "ok");
  x.g.moveCo(other, 1); // co: w1, other, u
  for (RefModel m : {RefModel::SC, RefModel::TSO, RefModel::PSO})
    EXPECT_EQ(x.verdict(m), "atomicity");
  (void)u;
}

TEST(ReferenceModels, ThreadCreateAndJoinAreSynchronization) {
  // main: x=1; create(T1); join(T1); r=y   T1: start; s=x; y=1
  // s must see x=1 and r must see y=1 under every model.
  for (RefModel m : {RefModel::SC, RefModel::TSO, RefModel::PSO}) {
    G x;
    EventId wx = x.w(0, X, 1);
    Event c;
    c.kind = EventKind::ThreadCreate;
    c.value = 1;
    EventId ce = x.g.add(0, c);
    Event s;
    s.kind = EventKind::ThreadStart;
    s.rf = ce;
    x.g.add(1, s);
    EventId rs = x.r(1, X, INIT);
    EventId wy = x.w(1, Y, 1);
    Event e;
    e.kind = EventKind::ThreadEnd;
    EventId end = x.g.add(1, e);
    Event j;
    j.kind = EventKind::ThreadJoin;
    j.rf = end;
    x.g.add(0, j);
    EventId rr = x.r(0, Y, INIT);
    EXPECT_FALSE(referenceConsistent(x.g, m));
    x.g.setRf(rs, wx);
    EXPECT_FALSE(referenceConsistent(x.g, m));
    x.g.setRf(rr, wy);
    EXPECT_TRUE(referenceConsistent(x.g, m));
  }
}

} // namespace
} // namespace wmc::test
