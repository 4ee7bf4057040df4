// The TSO/PSO fence repair from the SC-robustness monitor's violations
// (repair/Fences): the same fences as from the exhaustive exploration's
// failing witnesses.
#include "ScriptRepair.h"
#include "robustness/RobustnessModel.h"

#include <gtest/gtest.h>

namespace wmc::repair {
namespace {

using namespace wmc::test;

/// The changes the monitor's violations under `weak` call for.
Outcome monitorRepair(const Script &s, std::string_view weak) {
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, createRobustnessModel(weak), opts);
  ScriptDescriber d(s);
  Collected c = collectConflicts(r.errors, d, weak);
  auto changes = solve(c.conflicts);
  return {changes ? *changes : std::vector<Change>{}, c.unrepairable};
}

TEST(RepairFences, MessagePassingUnderPsoFromTheMonitor) {
  Script s;
  s.threads = {{Store(0, 1), Store(1, 1)}, {Load(0, 1), IfEq(0, 1, 2), Load(1, 0), Assert(1, 1)}};
  Outcome mon = monitorRepair(s, "pso");
  EXPECT_TRUE(mon.unrepairable.empty());
  EXPECT_EQ(mon.changes, (std::vector<Change>{at(1, ChangeKind::FenceAfter, 1)}));
  EXPECT_EQ(repairOf(s, "pso").changes, mon.changes);
  EXPECT_TRUE(monitorRepair(s, "tso").changes.empty()); // robust against TSO
}

TEST(RepairFences, StoreBufferingTakesTwoRoundsOfTheMonitor) {
  // SB has one non-SC execution; the monitor names its first relaxed step
  // (one thread's store and load). With that thread fenced, the next
  // exploration names the other: the exhaustive repair's two fences.
  Script s;
  s.threads = {{Store(0, 1), Load(0, 1)}, {Store(1, 1), Load(0, 0)}};
  Outcome first = monitorRepair(s, "tso");
  EXPECT_TRUE(first.unrepairable.empty());
  ASSERT_EQ(first.changes.size(), 1u);
  EXPECT_EQ(first.changes[0].kind, ChangeKind::FenceAfter);
  EXPECT_EQ(first.changes[0].level, 2);
  uint32_t line = first.changes[0].site.line;
  ASSERT_TRUE(line == 1 || line == 101);
  Script fenced = s;
  size_t t = line == 1 ? 0 : 1;
  fenced.threads[t].insert(fenced.threads[t].begin() + 1, Fence(MemOrder::SeqCst));
  Outcome second = monitorRepair(fenced, "tso");
  EXPECT_EQ(second.changes,
            (std::vector<Change>{at(line == 1 ? 101 : 1, ChangeKind::FenceAfter, 2)}));
  // The exhaustive repair needs a failing assertion: thread 0 passes y + 1
  // on through z, and thread 1, having read x = 0, fails on z = 1 (both
  // loads read 0). Its repair: the same two fences, in one round.
  Script asserted = s;
  asserted.threads[0].push_back(AddImm(0, 1));
  asserted.threads[0].push_back(StoreReg(2, 0));
  asserted.threads[1].insert(asserted.threads[1].end(),
                             {IfEq(0, 0, 3), Load(1, 2), IfEq(1, 1, 1), Assert(1, 99)});
  EXPECT_EQ(
      repairOf(asserted, "tso").changes,
      (std::vector<Change>{at(1, ChangeKind::FenceAfter, 2), at(101, ChangeKind::FenceAfter, 2)}));
}

} // namespace
} // namespace wmc::repair
