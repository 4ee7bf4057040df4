// Conflicts from the errors of scripted explorations (test/unit/support),
// solved: the edits a repair would make.
#include "ScriptRepair.h"

#include <gtest/gtest.h>

namespace wmc::repair {
namespace {

using namespace wmc::test;

TEST(RepairCollect, HeterogeneousRaceWidensBothBlockScopes) {
  Script s;
  s.threads = {{Store(0, 1, MemOrder::Relaxed, Scope::Block)},
               {Store(0, 2, MemOrder::Relaxed, Scope::Block)}};
  s.places = {gpuPlace(0, 0), gpuPlace(0, 1)};
  Outcome o = repairOf(s, "src11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(1, ChangeKind::WidenScope, 1),
                                            at(101, ChangeKind::WidenScope, 1)}));
}

TEST(RepairCollect, CpuAndGpuThreadsNeedSystemScope) {
  Script s;
  s.threads = {{Store(0, 1, MemOrder::Relaxed, Scope::System)},
               {Store(0, 2, MemOrder::Relaxed, Scope::Device)}};
  s.places = {kCpuPlace, gpuPlace(0, 0)};
  Outcome o = repairOf(s, "src11");
  EXPECT_EQ(o.changes, (std::vector<Change>{at(101, ChangeKind::WidenScope, 2)}));
}

TEST(RepairCollect, MessagePassingUnderPsoNeedsOneStoreStoreFence) {
  Script s;
  s.threads = {{Store(0, 1), Store(1, 1)}, {Load(0, 1), IfEq(0, 1, 2), Load(1, 0), Assert(1, 1)}};
  EXPECT_TRUE(repairOf(s, "tso").changes.empty()); // TSO keeps store order
  Outcome o = repairOf(s, "pso");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(1, ChangeKind::FenceAfter, 1)}));
}

TEST(RepairCollect, RelaxedFlagBecomesReleaseAcquire) {
  Script s;
  s.threads = {{Store(0, 1), Store(1, 1, MemOrder::Relaxed)},
               {Load(0, 1, MemOrder::Relaxed), IfEq(0, 1, 1), Load(1, 0)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(2, ChangeKind::ReleaseStore, 1),
                                            at(101, ChangeKind::AcquireLoad, 1)}));
}

TEST(RepairCollect, TheRacingAtomicStoreIsItsOwnFlag) {
  // T1 stores x relaxed; T2 reads it relaxed and, seeing 1, reads x again
  // plainly (the atomic_ref-then-plain pattern): the plain read races with
  // the store unless the store releases and the first load acquires.
  Script s;
  s.threads = {{Store(0, 1, MemOrder::Relaxed)},
               {Load(0, 0, MemOrder::Relaxed), IfEq(0, 1, 1), Load(1, 0)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(1, ChangeKind::ReleaseStore, 1),
                                            at(101, ChangeKind::AcquireLoad, 1)}));
}

TEST(RepairCollect, ARaceOrderedThroughAThirdThread) {
  // x is written by T1 and read by T3; T1 reaches T3 only through T2,
  // which waits for flag 1 and sets flag 2 (a chain of two hops).
  Script s;
  s.threads = {{Store(0, 1), Store(1, 1, MemOrder::Relaxed)},
               {Load(0, 1, MemOrder::Relaxed), Assume(0, 1), Store(2, 1, MemOrder::Relaxed)},
               {Load(0, 2, MemOrder::Relaxed), IfEq(0, 1, 1), Load(1, 0)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(2, ChangeKind::ReleaseStore, 1),
                                            at(101, ChangeKind::AcquireLoad, 1),
                                            at(103, ChangeKind::ReleaseStore, 1),
                                            at(201, ChangeKind::AcquireLoad, 1)}));
}

TEST(RepairCollect, BlockScopeFencesAreWidenedForAFlagAcrossBlocks) {
  // Blocks 0 and 1: plain data published by a relaxed device-scope flag
  // between seq_cst fences of block scope. The fences order enough but
  // synchronise only within a block: release/acquire on the flag, or the
  // two fences widened, are the two-edit ways (and the only ones).
  Script s;
  s.threads = {{Store(0, 1), Fence(MemOrder::SeqCst, Scope::Block),
                Store(1, 1, MemOrder::Relaxed, Scope::Device)},
               {Load(0, 1, MemOrder::Relaxed, Scope::Device), IfEq(0, 1, 2),
                Fence(MemOrder::SeqCst, Scope::Block), Load(1, 0)}};
  s.places = {gpuPlace(0, 0), gpuPlace(1, 0)};
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, "src11", opts);
  ScriptDescriber d(s);
  Collected c = collectConflicts(r.errors, d, "src11");
  ASSERT_EQ(c.conflicts.size(), 1u);
  auto widenFences = std::vector<Conflict>{
      c.conflicts[0],
      Conflict{"no order edits", Formula::all({
                                     Formula::never(at(3, ChangeKind::ReleaseStore, 1)),
                                     Formula::never(at(101, ChangeKind::AcquireLoad, 1)),
                                 })}};
  auto changes = solve(widenFences);
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes, (std::vector<Change>{at(2, ChangeKind::WidenScope, 1),
                                           at(103, ChangeKind::WidenScope, 1)}));
  EXPECT_EQ(solve(c.conflicts)->size(), 2u);
}

TEST(RepairCollect, AVolatileFlagIsRelaxedUnderScopedRc11) {
  // Blocks 0 and 1: plain data published by a relaxed block-scope flag
  // between device-scope seq_cst fences; block 1 spins on the flag with a
  // CUDA volatile read, which SRC11 reads as a relaxed system-scope load.
  // The flag's store widened to device scope makes the fences synchronise
  // through it: one edit removes the data race (and the heterogeneous race
  // of the flag). Were the volatile read a plain access to the chain
  // search, the data race would have no flag and need its own edit.
  Script s;
  s.threads = {{Store(0, 1), Fence(MemOrder::SeqCst, Scope::Device),
                Store(1, 1, MemOrder::Relaxed, Scope::Block)},
               {Volatile(Load(0, 1)), IfEq(0, 1, 2), Fence(MemOrder::SeqCst, Scope::Device),
                Load(1, 0)}};
  s.places = {gpuPlace(0, 0), gpuPlace(1, 0)};
  Outcome o = repairOf(s, "src11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(3, ChangeKind::WidenScope, 1)}));
}

TEST(RepairCollect, AnRmwInTheMiddleAcquiresAndReleases) {
  // T0 publishes x through flag; T1's relaxed fetch_add on flag reads it,
  // reads x, and publishes y through the same fetch_add to T2. The
  // fetch_add (line 102) must both acquire and release.
  Script s;
  s.threads = {{Store(0, 1), Store(2, 1, MemOrder::Relaxed)},
               {Store(1, 1), FetchAdd(0, 2, 1, MemOrder::Relaxed), IfEq(0, 1, 1), Load(1, 0)},
               {Load(0, 2, MemOrder::Relaxed), IfEq(0, 2, 1), Load(1, 1)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(2, ChangeKind::ReleaseStore, 1),
                                            at(102, ChangeKind::ReleaseStore, 1),
                                            at(102, ChangeKind::AcquireLoad, 1),
                                            at(201, ChangeKind::AcquireLoad, 1)}));
}

TEST(RepairCollect, OneFenceReleasesForTwoFlags) {
  // x is published through two relaxed flags, after a fence of the wrong
  // direction (acquire, line 2). Making each flag store release is two
  // edits; making the fence release (acq_rel) is one.
  Script s;
  s.threads = {{Store(0, 1), Fence(MemOrder::Acquire), Store(1, 1, MemOrder::Relaxed),
                Store(2, 1, MemOrder::Relaxed)},
               {Load(0, 1, MemOrder::Relaxed), IfEq(0, 1, 1), Load(1, 0)},
               {Load(0, 2, MemOrder::Relaxed), IfEq(0, 1, 1), Load(1, 0)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(2, ChangeKind::ReleaseFence, 1),
                                            at(101, ChangeKind::AcquireLoad, 1),
                                            at(201, ChangeKind::AcquireLoad, 1)}));
}

TEST(RepairCollect, AnAcquireFenceAlreadyThereNeedsNoLoadChange) {
  Script s;
  s.threads = {
      {Store(0, 1), Store(1, 1, MemOrder::Relaxed)},
      {Load(0, 1, MemOrder::Relaxed), IfEq(0, 1, 2), Fence(MemOrder::Acquire), Load(1, 0)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(2, ChangeKind::ReleaseStore, 1)}));
}

TEST(RepairCollect, WhatNoKindRepairsIsSaid) {
  // An assertion SC shows too; a plain race with no flag to strengthen.
  Script s;
  s.threads = {{Store(0, 1)}, {Load(0, 0), Assert(0, 1)}};
  Outcome tso = repairOf(s, "tso");
  EXPECT_TRUE(tso.changes.empty());
  EXPECT_EQ(tso.unrepairable,
            (std::vector<std::string>{"assertion-failure at t.c:102: the witness is sequentially "
                                      "consistent: no fence removes it"}));
  Outcome rc11 = repairOf(s, "rc11");
  ASSERT_FALSE(rc11.unrepairable.empty());
  EXPECT_EQ(rc11.unrepairable.front(),
            "data-race at t.c:101: no relaxed flag orders the two accesses, and x is not a "
            "global variable that could be made atomic");
}

TEST(RepairCollect, PlainRaceMakesTheVariableRelaxedAtomic) {
  // A counter-like race with no flag: relaxed atomics suffice.
  Script s;
  s.threads = {{Store(0, 1)}, {Load(0, 0)}};
  Outcome o = repairOf(s, "rc11", {"counter"});
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{atomic("counter", 1)}));
}

TEST(RepairCollect, PlainFlagBecomesOneReleaseAcquireAtomic) {
  // Message passing through a plain flag: both data and flag race. Making
  // each atomic (two edits) leaves the message-passing failure; the one
  // edit "flag atomic with release/acquire" removes both races.
  Script s;
  s.threads = {{Store(0, 42), Store(1, 1)}, {Load(0, 1), IfEq(0, 1, 1), Load(1, 0)}};
  Outcome o = repairOf(s, "rc11", {"data", "flag"});
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{atomic("flag", 2)}));
}

TEST(RepairCollect, BlockScopeFlagIsWidenedRatherThanDataMadeAtomic) {
  // Message passing across blocks through a block-scope release/acquire
  // flag: the plain data race is removed by widening the flag (which the
  // flag's heterogeneous race needs anyway), not by a third edit.
  Script s;
  s.threads = {{Store(0, 1), Store(1, 1, MemOrder::Release, Scope::Block)},
               {Load(0, 1, MemOrder::Acquire, Scope::Block), IfEq(0, 1, 1), Load(1, 0)}};
  s.places = {gpuPlace(0, 0), gpuPlace(1, 0)};
  Outcome o = repairOf(s, "src11", {"data", "flag"});
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{at(2, ChangeKind::WidenScope, 1),
                                            at(101, ChangeKind::WidenScope, 1)}));
}

TEST(RepairCollect, ThreeRacingSitesOneDeclarationEdit) {
  // One writer and three readers at different sites race on one variable:
  // a per-site fix makes three edits; the declaration is one.
  Script s;
  s.threads = {{Store(0, 1)}, {Load(0, 0)}, {Load(0, 0)}, {Load(0, 0)}};
  Outcome o = repairOf(s, "rc11", {"v"});
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{atomic("v", 1)}));
}

TEST(RepairCollect, RelaxedFlagIsPreferredToMakingDataAtomic) {
  // A relaxed flag exists: it is strengthened, and the plain data (a global
  // too) is not made atomic (which would leave message passing broken).
  Script s;
  s.threads = {{Store(0, 1), Store(1, 1, MemOrder::Relaxed)},
               {Load(0, 1, MemOrder::Relaxed), IfEq(0, 1, 1), Load(1, 0)}};
  Outcome o = repairOf(s, "rc11", {"data", "flag"});
  EXPECT_EQ(o.changes, (std::vector<Change>{at(2, ChangeKind::ReleaseStore, 1),
                                            at(101, ChangeKind::AcquireLoad, 1)}));
}

TEST(RepairCollect, RaceInOneBlockWithoutACommonSiteHasNoBarrier) {
  Script s;
  s.threads = {{Store(0, 1)}, {Load(0, 0)}};
  s.places = {gpuPlace(0, 0), gpuPlace(0, 0)};
  Outcome o = repairOf(s, "src11");
  ASSERT_EQ(o.unrepairable.size(), 1u);
  EXPECT_EQ(o.unrepairable.front(),
            "data-race at t.c:101: a race between threads of one block, and no operation both "
            "threads execute lies between the two accesses to put a barrier after");
}

Change barrier(uint32_t line) { return at(line, ChangeKind::BarrierAfter, 2); }

TEST(RepairCollect, OneBarrierAfterTheWritesRemovesEveryRaceOfTheBlock) {
  // Three threads of one block each write their element (line 1), then
  // read the next two (lines 2, 3). A read at line 3 could also be ordered
  // by a barrier after line 2; a per-race choice of the barrier closest to
  // the read makes two edits, the optimum one (after line 1).
  Script s;
  s.threads = {{Store(0, 1), Load(0, 1), Load(1, 2)},
               {Store(1, 1), Load(0, 2), Load(1, 0)},
               {Store(2, 1), Load(0, 0), Load(1, 1)}};
  s.places = {gpuPlace(0, 0), gpuPlace(0, 0), gpuPlace(0, 0)};
  Outcome o = repairOf(s, "src11", {}, /*simt=*/true);
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes, (std::vector<Change>{barrier(1)}));
}

TEST(RepairCollect, ABarrierTheBlockDoesNotReachIsRuledOut) {
  // Threads 0 and 1 of a block write (line 2) and read each other's element
  // (line 3), after a read both run (line 1, before the writes). The only
  // barrier site is after line 2: if the re-exploration shows it divergent
  // (a thread of the block that does not run line 2), no repair remains.
  Script s;
  s.threads = {{Load(3, 5), Store(0, 1), Load(0, 1)}, {Load(3, 5), Store(1, 1), Load(0, 0)}};
  s.places = {gpuPlace(0, 0), gpuPlace(0, 0)};
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, "src11", opts);
  ScriptDescriber d(s);
  d.simt = true;
  Collected first = collectConflicts(r.errors, d, "src11");
  EXPECT_TRUE(first.unrepairable.empty());
  auto changes = solve(first.conflicts);
  ASSERT_TRUE(changes.has_value());
  ASSERT_EQ(*changes, (std::vector<Change>{barrier(2)}));
  // The next round's divergence, reported at the inserted barrier (whose
  // site is line 2's operation).
  FoundError divergence{
      ErrorKind::BarrierDivergence, "divergent", 0, &s.threads[0][1], {}, Graph{}, 1, 0, {}};
  Collected second = collectConflicts({divergence}, d, "src11", *changes);
  ASSERT_EQ(second.conflicts.size(), 1u);
  EXPECT_EQ(second.conflicts[0].reason, "barrier divergence at the barrier inserted after t.c:2");
  std::vector<Conflict> all = first.conflicts;
  all.push_back(second.conflicts[0]);
  EXPECT_FALSE(solve(all).has_value());
  // A divergence at a barrier the program wrote itself is not repaired.
  Collected own = collectConflicts({divergence}, d, "src11");
  EXPECT_TRUE(own.conflicts.empty());
  EXPECT_EQ(own.unrepairable,
            (std::vector<std::string>{"barrier-divergence at t.c:2: repair of barrier-divergence "
                                      "not supported yet"}));
}

} // namespace
} // namespace wmc::repair
