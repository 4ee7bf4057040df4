// ExplorerOptions::pruneStaleAwaits: a run stops when an await iteration
// fails on a read whose write was overwritten before the read was added
// (no later write can revisit it). Complete executions and error verdicts
// must be those of the plain exploration; only blocked runs disappear.
#include "support/RandomScript.h"
#include "support/Script.h"

#include <gtest/gtest.h>

#include <set>

namespace wmc::test {
namespace {

ExplorerOptions mode(bool prune, bool keepGoing = false) {
  ExplorerOptions o;
  o.deferAwaits = false; // the pruning alone (DeferredAwaitTest.cpp: with deferral)
  o.pruneStaleAwaits = prune;
  o.keepGoing = keepGoing;
  return o;
}

std::set<std::string> keys(const std::vector<ExecutionRecord> &runs) {
  std::set<std::string> k;
  for (const auto &r : runs)
    k.insert(r.key);
  return k;
}

// T1: x=1; x=2 || T2: await x == 2 || T3, T4: z=v; r=z (all relaxed).
// T1 runs first, so T2's read of INIT or of x=1 reads an overwritten write:
// each such run is blocked whatever T3 and T4 do.
Script staleAwait() {
  Script s;
  constexpr MemOrder rlx = MemOrder::Relaxed; // no data races under rc11
  s.threads = {{Store(0, 1, rlx), Store(0, 2, rlx)},
               {Load(0, 0, rlx), Assume(0, 2)},
               {Store(1, 1, rlx), Load(0, 1, rlx)},
               {Store(1, 2, rlx), Load(0, 1, rlx)}};
  s.assumeIsAwait = true;
  return s;
}

TEST(StaleAwait, PrunedRunsKeepEveryCompleteExecution) {
  for (const char *m : {"sc", "tso", "pso", "rc11"}) {
    DriverResult plain = runExplorer(staleAwait(), m, mode(false));
    DriverResult pruned = runExplorer(staleAwait(), m, mode(true));
    ASSERT_FALSE(plain.fatal) << *plain.fatal;
    ASSERT_FALSE(pruned.fatal) << *pruned.fatal;
    EXPECT_EQ(keys(pruned.complete), keys(plain.complete)) << m;
    EXPECT_EQ(pruned.stats.complete, plain.stats.complete) << m;
    // Plain: each of the two stale reads is followed by every T3/T4
    // execution; pruned: one stopped run per stale read, counted apart
    // from the blocked executions.
    EXPECT_EQ(plain.stats.blocked, 2 * plain.stats.complete) << m;
    EXPECT_EQ(plain.stats.staleAwaits, 0u) << m;
    EXPECT_EQ(pruned.stats.blocked, 0u) << m;
    EXPECT_EQ(pruned.stats.staleAwaits, 2u) << m;
    EXPECT_EQ(pruned.stats.erroneous, 0u) << m;
  }
}

TEST(StaleAwait, AwaitThatReadLatestIsNotPruned) {
  // T1: await x == 1 || T2: x = 1. T1 reads INIT, the latest write then:
  // its blocked run is needed (T2's write revisits the read from it).
  Script s;
  s.threads = {{Load(0, 0), Assume(0, 1)}, {Store(0, 1)}};
  s.assumeIsAwait = true;
  for (bool prune : {false, true}) {
    DriverResult r = runExplorer(s, "sc", mode(prune));
    EXPECT_EQ(r.stats.complete, 1u) << prune;
    EXPECT_EQ(r.stats.blocked, 1u) << prune;
    EXPECT_EQ(r.stats.staleAwaits, 0u) << prune;
  }
}

TEST(StaleAwait, ErrorsOfOtherThreadsAreStillFound) {
  // As staleAwait, but T3 asserts that it reads its own z: fails when T4's
  // write comes between. The first error found is the same; with
  // keepGoing nothing is pruned, so every erroneous execution is counted.
  Script s = staleAwait();
  s.threads[2].push_back(Assert(0, 1));
  for (const char *m : {"sc", "tso"}) {
    DriverResult plain = runExplorer(s, m, mode(false));
    DriverResult pruned = runExplorer(s, m, mode(true));
    ASSERT_EQ(plain.errors.size(), 1u) << m;
    ASSERT_EQ(pruned.errors.size(), 1u) << m;
    EXPECT_EQ(pruned.errors[0].message, plain.errors[0].message) << m;
    DriverResult plainAll = runExplorer(s, m, mode(false, true));
    DriverResult prunedAll = runExplorer(s, m, mode(true, true));
    EXPECT_EQ(keys(prunedAll.failed), keys(plainAll.failed)) << m;
    EXPECT_EQ(prunedAll.stats.erroneous, plainAll.stats.erroneous) << m;
    EXPECT_EQ(prunedAll.stats.blocked, plainAll.stats.blocked) << m;
    EXPECT_EQ(prunedAll.stats.blocked, 2 * prunedAll.stats.complete) << m;
    EXPECT_EQ(prunedAll.stats.staleAwaits, 0u) << m;
  }
}

// Random scripts whose Assumes are awaits: pruning never changes the
// complete executions (when no error stops the exploration early) nor the
// verdict, and never adds blocked runs.
TEST(StaleAwait, RandomScriptsKeepCompleteExecutionsAndVerdicts) {
  std::mt19937 rng(9005);
  RandomScriptOptions ro;
  ro.assume = ro.asserts = true;
  ro.minThreads = 1;
  ro.maxThreads = 2;
  ro.maxInstrs = 4;
  int pruning = 0; // scripts where pruning removed blocked runs
  for (int i = 0; i < 200; ++i) {
    // A writer that runs first and an await thread that may read one of
    // its overwritten values, beside the random threads.
    Script s = randomScript(rng, ro);
    s.threads.insert(s.threads.begin(), {Store(i % 2, 1), Store(i % 2, 2)});
    s.threads.insert(s.threads.begin() + 1, {Load(0, i % 2), Assume(0, 2)});
    s.assumeIsAwait = true;
    for (const char *m : {"sc", "tso", "pso", "rc11"}) {
      DriverResult plain = runExplorer(s, m, mode(false));
      DriverResult pruned = runExplorer(s, m, mode(true));
      ASSERT_FALSE(plain.fatal || pruned.fatal) << s.str();
      EXPECT_EQ(pruned.errors.empty(), plain.errors.empty()) << m << "\n" << s.str();
      if (plain.errors.empty()) {
        EXPECT_EQ(keys(pruned.complete), keys(plain.complete)) << m << "\n" << s.str();
        EXPECT_EQ(pruned.stats.complete, plain.stats.complete) << m << "\n" << s.str();
        // A stopped run stands for at least one blocked execution.
        uint64_t prunedRuns = pruned.stats.blocked + pruned.stats.staleAwaits;
        EXPECT_LE(prunedRuns, plain.stats.blocked) << m << "\n" << s.str();
        EXPECT_EQ(plain.stats.staleAwaits, 0u) << m << "\n" << s.str();
        pruning += prunedRuns < plain.stats.blocked;
      }
    }
  }
  EXPECT_GT(pruning, 100); // the rule fired on many of them (201 of 800)
}

} // namespace
} // namespace wmc::test
