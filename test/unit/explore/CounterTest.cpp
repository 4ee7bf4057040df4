// Commutative counters (Explorer, ExplorerOptions::commutativeCounters):
// relaxed RMWs whose old value is unused are explored in one order when no
// access can tell the orders apart, and every order otherwise (the driver
// restarts with the location in notCounters). The reduction must never lose
// an outcome: each test compares with the exact exploration.
#include "support/Script.h"

#include <gtest/gtest.h>

#include <set>

namespace wmc::test {
namespace {

ExplorerOptions counters(bool on) {
  ExplorerOptions o;
  o.commutativeCounters = on;
  return o;
}

DriverResult explore(const Script &s, const char *model, bool reduce) {
  DriverResult r = runExplorer(s, model, counters(reduce));
  EXPECT_FALSE(r.fatal) << r.fatal.value_or("");
  return r;
}

/// The values of (thread, reg) over the complete executions.
std::set<Value> outcomes(const DriverResult &r, int thread, int reg) {
  std::set<Value> s;
  for (const auto &e : r.complete)
    s.insert(e.outcome[static_cast<size_t>(thread)][static_cast<size_t>(reg)]);
  return s;
}

Script fourCounterUpdates(MemOrder o) {
  Script s;
  s.name = "four updates";
  for (int i = 0; i < 4; ++i)
    s.threads.push_back({BlindAdd(0, 1, o)});
  return s;
}

TEST(Counters, RelaxedUpdatesAreExploredInOneOrderUnderRc11) {
  Script s = fourCounterUpdates(MemOrder::Relaxed);
  for (const char *m : {"rc11", "src11"}) {
    SCOPED_TRACE(m);
    DriverResult one = explore(s, m, true);
    EXPECT_EQ(one.stats.complete, 1u);
    EXPECT_GT(one.stats.counterRevisitsSkipped, 0u);
    EXPECT_TRUE(one.counterRestarts.empty());
    DriverResult all = explore(s, m, false);
    EXPECT_EQ(all.stats.complete, 24u); // 4! orders of the four RMWs
    EXPECT_EQ(all.stats.counterRevisitsSkipped, 0u);
  }
}

TEST(Counters, HardwareModelsAndNonRelaxedUpdatesKeepEveryOrder) {
  // Under SC an RMW's reads-from orders the accesses around it.
  DriverResult sc = explore(fourCounterUpdates(MemOrder::Relaxed), "sc", true);
  EXPECT_EQ(sc.stats.complete, 24u);
  // A release/acquire update synchronises through its reads-from.
  DriverResult acqRel = explore(fourCounterUpdates(MemOrder::AcqRel), "rc11", true);
  EXPECT_EQ(acqRel.stats.complete, 24u);
}

TEST(Counters, AConcurrentReadSeesEveryIntermediateValue) {
  // Updates +1, +2, +4 and a concurrent read: the read may see any subset
  // sum, 0..7; 6 (= +2 and +4 without +1) exists only in orders where +1
  // comes last, so one order would hide values.
  Script s;
  s.name = "peek";
  s.threads = {{BlindAdd(0, 1)}, {BlindAdd(0, 2)}, {BlindAdd(0, 4)},
               {Load(0, 0, MemOrder::Relaxed)}};
  DriverResult all = explore(s, "rc11", false);
  DriverResult reduced = explore(s, "rc11", true);
  EXPECT_EQ(outcomes(all, 3, 0), (std::set<Value>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(outcomes(reduced, 3, 0), outcomes(all, 3, 0));
  EXPECT_EQ(reduced.stats.complete, all.stats.complete);
  ASSERT_EQ(reduced.counterRestarts.size(), 1u);
  EXPECT_EQ(reduced.counterRestarts[0], locAddr(0));
}

TEST(Counters, FencesSynchronisingThroughTheUpdatesKeepEveryOrder) {
  // T0: data = 1; release fence; update.  T1: update; acquire fence;
  // r0 = data. When T1's update reads T0's, the fences synchronise and r0
  // is 1; in the other order r0 may be 0.
  Script s;
  s.name = "fence sync";
  s.threads = {{Store(1, 1, MemOrder::Relaxed), Fence(MemOrder::Release), BlindAdd(0, 1)},
               {BlindAdd(0, 1), Fence(MemOrder::Acquire), Load(0, 1, MemOrder::Relaxed)}};
  DriverResult all = explore(s, "rc11", false);
  DriverResult reduced = explore(s, "rc11", true);
  EXPECT_EQ(outcomes(all, 1, 0), (std::set<Value>{0, 1}));
  EXPECT_EQ(outcomes(reduced, 1, 0), outcomes(all, 1, 0));
  EXPECT_EQ(reduced.counterRestarts.size(), 1u);
}

} // namespace
} // namespace wmc::test
