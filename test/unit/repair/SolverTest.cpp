#include "repair/Solver.h"

#include <gtest/gtest.h>

namespace wmc::repair {
namespace {

SiteKey site(uint32_t line) { return SiteKey{"k.cu", line, 3, ""}; }

Formula widen(uint32_t line, uint8_t level) {
  return Formula::needs(Change{site(line), ChangeKind::WidenScope, level});
}

Change widened(uint32_t line, uint8_t level) {
  return Change{site(line), ChangeKind::WidenScope, level};
}

TEST(RepairSolver, NoConflictNoChange) {
  auto changes = solve({});
  ASSERT_TRUE(changes.has_value());
  EXPECT_TRUE(changes->empty());
}

TEST(RepairSolver, HeterogeneousRaceWidensBothSides) {
  // Two block-scope accesses in different blocks: both must become device.
  auto changes = solve({{"race", Formula::all({widen(5, 1), widen(9, 1)})}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{widened(5, 1), widened(9, 1)}));
}

TEST(RepairSolver, OneWideningRemovesThreeRaces) {
  // A block-scope counter update at line 5 races with three device-scope
  // accesses (lines 7, 8, 9). Each race alone could also be fixed at its
  // other site by widening it to system (Or): a per-race fix that picks the
  // first option of each race edits three sites; the optimum edits one.
  std::vector<Conflict> conflicts = {
      {"race 1", Formula::any({widen(7, 2), widen(5, 1)})},
      {"race 2", Formula::any({widen(8, 2), widen(5, 1)})},
      {"race 3", Formula::any({widen(9, 2), widen(5, 1)})},
  };
  auto changes = solve(conflicts);
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{widened(5, 1)}));
  EXPECT_EQ(reasonsFor(widened(5, 1), conflicts), "race 1; race 2; race 3");
}

TEST(RepairSolver, OneEditAtTheStrongestLevelNeeded) {
  // Line 5 races with a device thread (device suffices) and with a CPU
  // thread (system needed): one edit, to system, not two.
  auto changes = solve({{"gpu race", widen(5, 1)}, {"cpu race", widen(5, 2)}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{widened(5, 2)}));
}

TEST(RepairSolver, FewestEditsBeforeLeastStrength) {
  // Either both sites to device (2 edits, strength 2) or one site to system
  // (1 edit, strength 2): fewer edits wins.
  auto changes =
      solve({{"race", Formula::any({Formula::all({widen(5, 1), widen(6, 1)}), widen(7, 2)})}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{widened(7, 2)}));
}

TEST(RepairSolver, LeastStrengthAmongEqualEditCounts) {
  // One edit either way: device at line 5 is weaker than system at line 6.
  auto changes = solve({{"race", Formula::any({widen(6, 2), widen(5, 1)})}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{widened(5, 1)}));
}

TEST(RepairSolver, EveryEdgeOfACycleMustBeCut) {
  // A non-SC cycle with two relaxed edges, each cut by one of two sites:
  // (5 or 6) and (6 or 7) -> site 6 alone.
  auto changes = solve({{"cycle", Formula::all({Formula::any({widen(5, 1), widen(6, 1)}),
                                                Formula::any({widen(6, 1), widen(7, 1)})})}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{widened(6, 1)}));
}

TEST(RepairSolver, ARuledOutChangeIsAvoided) {
  // Either site would do; the cheaper one (device at line 5) is ruled out.
  auto changes = solve({{"race", Formula::any({widen(6, 2), widen(5, 1)})},
                        {"divergent", Formula::never(widened(5, 1))}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{widened(6, 2)}));
}

TEST(RepairSolver, UnsatisfiableConflictHasNoRepair) {
  EXPECT_FALSE(solve({{"impossible", Formula::any({})}}).has_value());
  // A level above the kind's highest does not exist.
  EXPECT_FALSE(solve({{"too wide", widen(5, 3)}}).has_value());
}

Change fence(ChangeKind kind, uint32_t line, bool braces = false) {
  Change c{site(line), kind, 2};
  if (braces) {
    auto ranges = std::make_shared<SourceRanges>();
    ranges->braces = true;
    c.site.ranges = ranges;
  }
  return c;
}

TEST(RepairSolver, OneFenceBeforeTheLoadServesBothBranches) {
  // `if (c) x = 1; else y = 1; r = z;` under TSO: each branch's store may
  // pass the load of z. A fence after each store takes two edits; one
  // before the load (line 6) serves both.
  Change afterX = fence(ChangeKind::FenceAfter, 3), afterY = fence(ChangeKind::FenceAfter, 5);
  Change beforeZ = fence(ChangeKind::FenceBefore, 6);
  auto changes =
      solve({{"x passes z", Formula::any({Formula::needs(afterX), Formula::needs(beforeZ)})},
             {"y passes z", Formula::any({Formula::needs(afterY), Formula::needs(beforeZ)})}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{beforeZ}));
}

TEST(RepairSolver, AfterTheStoreWhenBeforeTheLoadIsNoFewer) {
  // One segment: a fence after the store or before the load, one edit
  // either way: after the store (what repairs chose before `before`
  // existed).
  Change after = fence(ChangeKind::FenceAfter, 3), before = fence(ChangeKind::FenceBefore, 4);
  auto changes =
      solve({{"segment", Formula::any({Formula::needs(before), Formula::needs(after)})}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{after}));
}

TEST(RepairSolver, BracesCountAsAnEdit) {
  // The store is an unbraced if body: a fence after it also writes the
  // braces (two edits); the one before the next statement is one.
  Change after = fence(ChangeKind::FenceAfter, 3, /*braces=*/true);
  Change before = fence(ChangeKind::FenceBefore, 4);
  auto changes =
      solve({{"segment", Formula::any({Formula::needs(after), Formula::needs(before)})}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{before}));
}

} // namespace
} // namespace wmc::repair
