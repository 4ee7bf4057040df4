// The SC/TSO/PSO models on hand-built graphs: which writes a new read may
// read from, which coherence positions a new write may take, the re-checks
// used after revisits, preserved program order, and RMW atomicity.
#include "models/OrderModel.h"
#include "models/Model.h"
#include "support/GraphBuilder.h"

#include <gtest/gtest.h>

#include <memory>

namespace wmc {
namespace {

constexpr Addr X = test::kGraphX, Y = test::kGraphY;
using Builder = test::GraphBuilder;

using Ids = std::vector<EventId>;
using Positions = std::vector<size_t>;
const EventId INIT = EventId::init();

TEST(ModelRegistry, ListsEveryModel) {
  std::vector<std::string> names;
  for (const auto &info : modelRegistry()) {
    names.emplace_back(info.name);
    auto m = info.create();
    ASSERT_NE(m, nullptr);
    EXPECT_EQ(m->name(), info.name);
    // Only the RC11 family treats plain accesses as non-atomic.
    EXPECT_EQ(m->plainAccessesRace(), info.name == "rc11" || info.name == "src11") << info.name;
  }
  EXPECT_EQ(names, (std::vector<std::string>{"sc", "tso", "pso", "rc11", "src11"}));
  EXPECT_NE(createModel("tso"), nullptr);
  EXPECT_EQ(createModel("rc11-typo"), nullptr);
}

// The order a report shows for an access (Model::modelledOrder): only SRC11
// reads a plain `volatile` access as relaxed (PTX), and not on block-shared
// memory (the warp-synchronous idiom races); every other model and access
// keeps the program's order. Reports used to show SRC11's volatile as na.
TEST(ModelRegistry, OnlySrc11ShowsAVolatileAccessAsRelaxed) {
  auto access = [](MemOrder o, uint16_t flags) {
    Event e;
    e.kind = EventKind::Read;
    e.addr = X;
    e.size = 4;
    e.order = o;
    e.flags = flags;
    return e;
  };
  Event vol = access(MemOrder::Plain, kVolatile);
  Event sharedVol = access(MemOrder::Plain, kVolatile | kBlockShared);
  Event plain = access(MemOrder::Plain, 0), acq = access(MemOrder::Acquire, kVolatile);
  for (const auto &info : modelRegistry()) {
    auto m = info.create();
    bool src11 = info.name == "src11";
    EXPECT_EQ(m->modelledOrder(vol), src11 ? MemOrder::Relaxed : MemOrder::Plain) << info.name;
    EXPECT_EQ(m->modelledOrder(sharedVol), MemOrder::Plain) << info.name;
    EXPECT_EQ(m->modelledOrder(plain), MemOrder::Plain) << info.name;
    EXPECT_EQ(m->modelledOrder(acq), MemOrder::Acquire) << info.name;
  }
}

// SB: x=1; r=y || y=1; s=x — with r reading INIT, may s read INIT?
TEST(OrderModel, StoreBufferingSecondReadMayReadInitUnderTsoAndPsoOnly) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    EventId wx = b.write(0, X, 1);
    b.read(0, Y, INIT);
    b.write(1, Y, 1);
    EventId s = b.newRead(1, X);
    Ids want = std::string(model) == "sc" ? Ids{wx} : Ids{INIT, wx};
    EXPECT_EQ(b.rfCandidates(s), want) << model;
  }
}

TEST(OrderModel, SeqCstFencesRestoreScForStoreBuffering) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    EventId wx = b.write(0, X, 1);
    b.fence(0);
    b.read(0, Y, INIT);
    b.write(1, Y, 1);
    b.fence(1);
    EventId s = b.newRead(1, X);
    EXPECT_EQ(b.rfCandidates(s), Ids{wx}) << model;
  }
}

TEST(OrderModel, ReleaseFenceDoesNotOrderStoreBufferingUnderTso) {
  Builder b("tso");
  EventId wx = b.write(0, X, 1);
  b.fence(0, MemOrder::Release);
  b.read(0, Y, INIT);
  b.write(1, Y, 1);
  b.fence(1, MemOrder::AcqRel);
  EventId s = b.newRead(1, X);
  EXPECT_EQ(b.rfCandidates(s), (Ids{INIT, wx}));
}

// MP: x=1; y=1 || r=y; s=x — with r reading y=1, may s read INIT?
TEST(OrderModel, MessagePassingStaleReadOnlyUnderPso) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    EventId wx = b.write(0, X, 1);
    EventId wy = b.write(0, Y, 1);
    b.read(1, Y, wy);
    EventId s = b.newRead(1, X);
    Ids want = std::string(model) == "pso" ? Ids{INIT, wx} : Ids{wx};
    EXPECT_EQ(b.rfCandidates(s), want) << model;
  }
}

TEST(OrderModel, PsoReleaseStoreOrdersEarlierStores) {
  for (MemOrder o : {MemOrder::Release, MemOrder::SeqCst}) {
    Builder b("pso");
    EventId wx = b.write(0, X, 1);
    EventId wy = b.write(0, Y, 1, 0, o);
    b.read(1, Y, wy);
    EventId s = b.newRead(1, X);
    EXPECT_EQ(b.rfCandidates(s), Ids{wx}) << toString(o);
  }
}

TEST(OrderModel, PsoReleaseFenceIsAStoreStoreBarrier) {
  Builder b("pso");
  EventId wx = b.write(0, X, 1);
  b.fence(0, MemOrder::Release);
  EventId wy = b.write(0, Y, 1);
  b.read(1, Y, wy);
  EventId s = b.newRead(1, X);
  EXPECT_EQ(b.rfCandidates(s), Ids{wx});
}

TEST(OrderModel, ReadsFollowTheirThreadsOwnWrites) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    b.write(1, X, 2);
    EventId own = b.write(0, X, 1); // co: (1,0), own
    EventId r = b.newRead(0, X);
    EXPECT_EQ(b.rfCandidates(r), Ids{own}) << model; // never INIT or the co-earlier write
    Builder c(model);
    EventId own2 = c.write(0, X, 1);
    EventId other2 = c.write(1, X, 2); // co: own, other
    EventId r2 = c.newRead(0, X);
    EXPECT_EQ(c.rfCandidates(r2), (Ids{own2, other2})) << model;
  }
}

TEST(OrderModel, ReadReadCoherence) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    EventId w1 = b.write(1, X, 1);
    EventId w2 = b.write(1, X, 2);
    b.read(0, X, w2);
    EventId r = b.newRead(0, X);
    EXPECT_EQ(b.rfCandidates(r), Ids{w2}) << model;
    (void)w1;
  }
}

TEST(OrderModel, CoCandidatesRespectAnEarlierWriteOfTheSameThread) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    b.write(1, X, 2);
    b.write(0, X, 1, 0); // co: (0,0) (1,0)
    EventId w = b.newWrite(0, X, 3);
    EXPECT_EQ(b.coCandidates(w), (Positions{1, 2})) << model;
    Builder c(model);
    c.write(0, X, 1);
    c.write(1, X, 2); // co: (0,0) (1,0)
    EventId w2 = c.newWrite(0, X, 3);
    EXPECT_EQ(c.coCandidates(w2), (Positions{1, 2})) << model;
    Builder d(model);
    d.write(1, X, 2);
    d.write(0, X, 1); // co: (1,0) (0,0)
    EventId w3 = d.newWrite(0, X, 3);
    EXPECT_EQ(d.coCandidates(w3), Positions{2}) << model;
  }
}

TEST(OrderModel, CoCandidatesRespectAReadOfTheSameThread) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    b.write(1, X, 1);
    EventId w2 = b.write(1, X, 2);
    b.read(0, X, w2);
    EventId w = b.newWrite(0, X, 3);
    EXPECT_EQ(b.coCandidates(w), Positions{2}) << model; // after what it has read
  }
}

TEST(OrderModel, CoCandidatesUnderTsoKeepStoreOrderAcrossLocations) {
  // 2+2W: x=1; y=2 || y=1; x=2 with co_y = y=2 before y=1 (thread 0's y
  // write first): may x=2 go before x=1?
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    b.write(0, X, 1);
    b.write(0, Y, 2);
    b.write(1, Y, 1, 1); // co_y: (0,1) (1,0)
    EventId w = b.newWrite(1, X, 2);
    Positions want = std::string(model) == "pso" ? Positions{0, 1} : Positions{1};
    EXPECT_EQ(b.coCandidates(w), want) << model;
  }
}

TEST(OrderModel, SplitsRmw) {
  Builder b("sc");
  EventId w1 = b.write(1, X, 1);
  auto [r, w] = b.rmw(0, X, w1); // co: w1, w
  const LocState &loc = *b.g.findLoc(X);
  ASSERT_EQ(loc.co, (Ids{w1, w}));
  EXPECT_FALSE(splitsRmw(b.g, loc, 0)); // before w1
  EXPECT_TRUE(splitsRmw(b.g, loc, 1));  // between w1 and the RMW reading it
  EXPECT_FALSE(splitsRmw(b.g, loc, 2)); // at the end
  (void)r;
  Builder c("sc");
  auto [r0, w0] = c.rmw(0, X, INIT);               // co: w0
  EXPECT_TRUE(splitsRmw(c.g, *c.g.findLoc(X), 0)); // between INIT and the RMW
  EXPECT_FALSE(splitsRmw(c.g, *c.g.findLoc(X), 1));
  (void)r0;
  (void)w0;
}

TEST(OrderModel, CoCandidatesNeverSplitAnRmw) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    EventId w1 = b.write(1, X, 1);
    b.rmw(2, X, w1); // co: w1, rmw
    EventId w = b.newWrite(0, X, 5);
    EXPECT_EQ(b.coCandidates(w), (Positions{0, 2})) << model;
  }
}

TEST(OrderModel, RmwCandidatesIncludeWritesAlreadyReadByAnotherRmw) {
  // Atomicity is the explorer's business: the model still proposes them.
  Builder b("tso");
  EventId w1 = b.write(1, X, 1);
  b.rmw(2, X, w1);
  EventId r = b.newRead(0, X, MemOrder::SeqCst, kRmwAttempt);
  Ids c = b.rfCandidates(r);
  EXPECT_NE(std::find(c.begin(), c.end(), w1), c.end());
}

TEST(OrderModel, WriteConsistentChecksRmwAdjacency) {
  Builder b("sc");
  EventId w1 = b.write(1, X, 1);
  auto [r, w] = b.rmw(0, X, w1);
  EXPECT_TRUE(b.m->writeConsistent(b.g, w));
  b.g.moveCo(w, 0); // w before its source: not atomic (and not coherent)
  EXPECT_FALSE(b.m->writeConsistent(b.g, w));
  (void)r;
  // A plain write placed between an RMW's source and its write.
  Builder c("sc");
  EventId v1 = c.write(1, X, 1);
  c.rmw(2, X, v1);
  Event e;
  e.kind = EventKind::Write;
  e.addr = X;
  e.size = 4;
  e.value = 9;
  EventId bad = c.g.add(0, e);
  c.g.insertCo(bad, 1);
  EXPECT_FALSE(c.m->writeConsistent(c.g, bad));
  c.g.moveCo(bad, 0);
  EXPECT_TRUE(c.m->writeConsistent(c.g, bad));
}

TEST(OrderModel, ReadConsistentDetectsCyclesAfterARevisit) {
  // x=1; x=2 || r1=x; r2=x with r1 reading x=2: r2 reading x=1 closes
  // r2 -fr-> x=2 -rf-> r1 -po-> r2 under every model.
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    EventId w1 = b.write(1, X, 1);
    EventId w2 = b.write(1, X, 2);
    b.read(0, X, w2);
    EventId r2 = b.read(0, X, w1);
    EXPECT_FALSE(b.m->readConsistent(b.g, r2)) << model;
    b.g.setRf(r2, w2);
    EXPECT_TRUE(b.m->readConsistent(b.g, r2)) << model;
  }
}

TEST(OrderModel, WriteConsistentDetectsCoherenceCycles) {
  // r=x (reads x=2 of thread 1); x=1 — x=1 may not be co-before x=2.
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    EventId w2 = b.write(1, X, 2);
    b.read(0, X, w2);
    EventId w1 = b.write(0, X, 1, 0); // co: w1, w2
    EXPECT_FALSE(b.m->writeConsistent(b.g, w1)) << model;
    b.g.moveCo(w1, 1);
    EXPECT_TRUE(b.m->writeConsistent(b.g, w1)) << model;
  }
}

TEST(OrderModel, ReadConsistentAllowsStoreBufferingUnderTsoOnly) {
  for (const char *model : {"sc", "tso", "pso"}) {
    Builder b(model);
    b.write(0, X, 1);
    b.read(0, Y, INIT);
    b.write(1, Y, 1);
    EventId s = b.read(1, X, INIT);
    EXPECT_EQ(b.m->readConsistent(b.g, s), std::string(model) != "sc") << model;
  }
}

TEST(OrderModel, PreservedProgramOrder) {
  auto ev = [](EventKind k, MemOrder o = MemOrder::Plain, uint16_t flags = 0) {
    Event e;
    e.kind = k;
    e.order = o;
    e.flags = flags;
    return e;
  };
  const Event R = ev(EventKind::Read), W = ev(EventKind::Write);
  const Event Fsc = ev(EventKind::Fence, MemOrder::SeqCst);
  const Event Frel = ev(EventKind::Fence, MemOrder::Release);
  const Event Wsc = ev(EventKind::Write, MemOrder::SeqCst);
  const Event Wrel = ev(EventKind::Write, MemOrder::Release);
  const Event Rrmw = ev(EventKind::Read, MemOrder::Relaxed, kRmwAttempt);
  const Event Start = ev(EventKind::ThreadStart);
  auto ppo = [](const char *model, const Event &a, const Event &b) {
    auto m = createModel(model);
    auto *om = dynamic_cast<OrderModel *>(m.get());
    EXPECT_NE(om, nullptr);
    return om && om->ppo(a, b);
  };
  for (const char *m : {"sc", "tso", "pso"}) {
    EXPECT_TRUE(ppo(m, R, R)) << m;
    EXPECT_TRUE(ppo(m, R, W)) << m;
    EXPECT_TRUE(ppo(m, W, Fsc)) << m;
    EXPECT_TRUE(ppo(m, Fsc, R)) << m;
    EXPECT_TRUE(ppo(m, Start, W)) << m;
    EXPECT_TRUE(ppo(m, Wsc, R)) << m; // a seq_cst store is a full barrier for later events
  }
  EXPECT_TRUE(ppo("sc", W, R));
  EXPECT_FALSE(ppo("tso", W, R));
  EXPECT_FALSE(ppo("pso", W, R));
  EXPECT_TRUE(ppo("tso", W, W));
  EXPECT_FALSE(ppo("pso", W, W));
  EXPECT_TRUE(ppo("pso", W, Wrel)); // StoreStore before a release store
  EXPECT_TRUE(ppo("pso", W, Frel)); // and around a release fence
  EXPECT_TRUE(ppo("pso", Frel, W));
  EXPECT_FALSE(ppo("pso", Frel, R));
  EXPECT_FALSE(ppo("tso", W, Frel)); // TSO: only seq_cst fences are fences
  EXPECT_TRUE(ppo("tso", W, Rrmw));  // a locked instruction drains the buffer
  EXPECT_FALSE(ppo("pso", W, Rrmw)); // PSO: a relaxed RMW only drains its own location
}

} // namespace
} // namespace wmc
