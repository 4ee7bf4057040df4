// The cycle behind a non-SC execution (the "why not SC" explanation):
// found on store buffering, none on an SC execution, and the search copes
// with graphs far deeper than a call stack (a 16k-thread launch crashed it).
#include "report/WhyNotSc.h"

#include <gtest/gtest.h>

namespace wmc {
namespace {

constexpr Addr X = 0x10, Y = 0x20;

Event access(EventKind kind, Addr a, Value v = 0) {
  Event e;
  e.kind = kind;
  e.addr = a;
  e.size = 4;
  e.value = v;
  return e;
}

// SB: T0: X = 1; r0 = Y.  T1: Y = 1; r1 = X.  Both reads see the initial
// values when `weak`, else T1's read sees T0's store.
Graph storeBuffering(bool weak) {
  Graph g;
  EventId wx = g.add(0, access(EventKind::Write, X, 1));
  g.insertCo(wx, 0);
  EventId ry = g.add(0, access(EventKind::Read, Y));
  EventId wy = g.add(1, access(EventKind::Write, Y, 1));
  g.insertCo(wy, 0);
  EventId rx = g.add(1, access(EventKind::Read, X));
  g.setRf(ry, EventId::init());
  g.setRf(rx, weak ? EventId::init() : wx);
  return g;
}

TEST(WhyNotSc, StoreBufferingHasAPoFrCycle) {
  std::vector<ScCycleStep> cycle = findNonScCycle(storeBuffering(true));
  ASSERT_EQ(cycle.size(), 4u);
  int po = 0, fr = 0;
  for (size_t i = 0; i < cycle.size(); ++i) {
    EXPECT_EQ(cycle[i].to, cycle[(i + 1) % cycle.size()].from); // a closed walk
    po += cycle[i].kind == ScCycleStep::Edge::Po;
    fr += cycle[i].kind == ScCycleStep::Edge::Fr;
  }
  EXPECT_EQ(po, 2);
  EXPECT_EQ(fr, 2);
}

TEST(WhyNotSc, ScExecutionHasNoCycle) {
  EXPECT_TRUE(findNonScCycle(storeBuffering(false)).empty());
}

TEST(WhyNotSc, DeepGraphsDoNotExhaustTheStack) {
  // 200,000 stores of one thread to one location, in coherence order:
  // one po (and co) path through every event, acyclic.
  Graph g;
  constexpr size_t kLength = 200000;
  for (size_t i = 0; i < kLength; ++i)
    g.insertCo(g.add(0, access(EventKind::Write, X, i)), i);
  EXPECT_TRUE(findNonScCycle(g).empty());
}

// The relaxed program-order steps in each model family's terms: store
// buffers for TSO/PSO, the lack of happens-before for RC11/SRC11 (whose
// witnesses used to speak of store buffers). Steps from a load are not
// relaxed by any model in the explanation.
TEST(WhyNotSc, RelaxedStepsInTheModelsTerms) {
  Event w = access(EventKind::Write, X, 1), r = access(EventKind::Read, Y);
  EXPECT_EQ(relaxedPoReason(w, r, false),
            ", but was still in the store buffer when the load executed");
  EXPECT_EQ(relaxedPoReason(w, w, false), ", but the stores became visible in the other order");
  std::string c11Load = relaxedPoReason(w, r, true), c11Store = relaxedPoReason(w, w, true);
  EXPECT_EQ(c11Load, ", but that orders them only within the thread: no happens-before edge "
                     "carries the store to the other threads before the load, and the SC order "
                     "covers only seq_cst accesses and fences");
  EXPECT_EQ(c11Store, ", but a thread that reads the second store without synchronising with "
                      "it (a release store read by an acquire load) is not ordered after the "
                      "first");
  for (const std::string &c11 : {c11Load, c11Store})
    EXPECT_EQ(c11.find("buffer"), std::string::npos);
  EXPECT_EQ(relaxedPoReason(r, w, true), "");
  EXPECT_EQ(relaxedPoReason(r, r, false), "");
}

} // namespace
} // namespace wmc
