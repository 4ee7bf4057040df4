// RC11's SC axiom (models/Psc.h) on hand-built graphs: the check keyed to
// the new event (a search from the ends of the edges it brings) gives the
// whole-graph check's verdict, and the model's candidates follow it.
#include "models/Psc.h"
#include "models/Rc11Model.h"
#include "support/GraphBuilder.h"

#include <gtest/gtest.h>

namespace wmc {
namespace {

constexpr Addr X = test::kGraphX, Y = test::kGraphY;
using Builder = test::GraphBuilder;
using Ids = std::vector<EventId>;
using Positions = std::vector<size_t>;
const EventId INIT = EventId::init();
constexpr MemOrder Rlx = MemOrder::Relaxed;

const Rc11Model &rc11(const Builder &b) { return dynamic_cast<const Rc11Model &>(*b.m); }

/// Both checks on b's graph, with e the event added last.
void expectVerdict(const Builder &b, EventId e, bool acyclic) {
  EXPECT_EQ(pscAcyclic(b.g, rc11(b)), acyclic) << "whole graph";
  EXPECT_EQ(pscAcyclic(b.g, rc11(b), false, e), acyclic) << "keyed to the new event";
}

// SB with an SC fence in each thread (relaxed accesses): x=1; F; r=y || y=1;
// F; s=x. With r reading INIT, s reading INIT closes F1 -> F2 -> F1: the
// first fence is hb-before r, which is fr-before y=1, hb-before F2, and F2
// is hb-before s, fr-before x=1, hb-before F1. The cycle goes through an
// edge the new read brings and a fence hb-before it.
TEST(Psc, StoreBufferingWithFencesForbidsBothReadsOfInit) {
  Builder b("rc11");
  EventId wx = b.write(0, X, 1, 0, Rlx);
  b.fence(0);
  b.read(0, Y, INIT, Rlx);
  b.write(1, Y, 1, 0, Rlx);
  b.fence(1);
  EventId s = b.newRead(1, X, Rlx);
  EXPECT_EQ(b.rfCandidates(s), Ids{wx});
  b.g.setRf(s, INIT);
  expectVerdict(b, s, false);
  b.g.setRf(s, wx);
  expectVerdict(b, s, true);
}

// The same, but r read y=1: no cycle, s may read INIT (the graph where only
// the second thread's read sees the old value).
TEST(Psc, StoreBufferingWithFencesAllowsOneReadOfInit) {
  Builder b("rc11");
  EventId wy = b.write(1, Y, 1, 0, Rlx);
  EventId wx = b.write(0, X, 1, 0, Rlx);
  b.fence(0);
  b.read(0, Y, wy, Rlx);
  b.fence(1);
  EventId s = b.newRead(1, X, Rlx);
  EXPECT_EQ(b.rfCandidates(s), (Ids{INIT, wx}));
  b.g.setRf(s, INIT);
  expectVerdict(b, s, true);
}

// 2+2W with SC fences: x=1; F; y=2 || y=1; F; x=2, with y=2 placed
// co-before y=1. Then x=2 may not go co-before x=1: F1 hb y=2 co y=1 hb F2
// and F2 hb x=2 co x=1 hb F1. A new write's co successors are the edge.
TEST(Psc, TwoPlusTwoWritesWithFencesKeepsOneCoherenceOrder) {
  Builder b("rc11");
  b.write(1, Y, 1, 0, Rlx);
  b.write(0, X, 1, 0, Rlx);
  b.fence(0);
  b.write(0, Y, 2, 0, Rlx); // co-before y=1
  b.fence(1);
  EventId w = b.newWrite(1, X, 2, Rlx);
  EXPECT_EQ(b.coCandidates(w), Positions{1});
  b.g.insertCo(w, 0);
  expectVerdict(b, w, false);
  b.g.removeFromCo(w);
  b.g.insertCo(w, 1);
  expectVerdict(b, w, true);
}

// All seq_cst accesses, no fences: SB's cycle is psc_base between the
// accesses themselves (r fr y=1 po s fr x=1 po r), through the new read.
TEST(Psc, SeqCstStoreBufferingThroughTheNewReadItself) {
  Builder b("rc11");
  EventId wx = b.write(0, X, 1, 0, MemOrder::SeqCst);
  b.read(0, Y, INIT, MemOrder::SeqCst);
  b.write(1, Y, 1, 0, MemOrder::SeqCst);
  EventId s = b.newRead(1, X, MemOrder::SeqCst);
  EXPECT_EQ(b.rfCandidates(s), Ids{wx});
  b.g.setRf(s, INIT);
  expectVerdict(b, s, false);
}

} // namespace
} // namespace wmc
