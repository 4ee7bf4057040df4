// Minimal scripts for bugs found by the equivalence tests: the explorer must
// explore exactly the executions brute force finds.
#include "support/Equivalence.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

// PSO: a compare-exchange with a release-like success order that fails is a
// plain acquire read, no StoreStore barrier. The execution where T0.2's CAS
// fails by reading INIT although x = 2 (T0.1) is co-before its own x = 0 and
// T0.1's CAS read T0.3's y = 2 was missed: the CAS's candidates were
// computed with its success order only, which excludes INIT (fixed by
// Explorer::casCandidates, which asks the model under both orders).
//   T0.1: r0 = cas.rlx y 2 2; x = r0
//   T0.2: x = r1 (0); r0 = cas.acq_rel y 2 2
//   T0.3: y = 2
TEST(Regression, FailedReleaseCasUnderPso) {
  Script s;
  s.name = "failed acq_rel CAS";
  s.threads = {{Cas(0, 1, 2, 2, MemOrder::Relaxed), StoreReg(0, 0)},
               {StoreReg(0, 1), Cas(0, 1, 2, 2, MemOrder::AcqRel)},
               {Store(1, 2)}};
  for (const char *m : {"sc", "tso", "pso"}) {
    EquivalenceReport rep = compareWithBruteForce(s, m);
    EXPECT_TRUE(rep.ok) << rep.details;
  }
  EXPECT_EQ(compareWithBruteForce(s, "pso").expected.complete.size(), 9u);
}

// Same with a release CAS (failure order relaxed).
TEST(Regression, FailedReleaseCasUnderPsoRelease) {
  Script s;
  s.name = "failed release CAS";
  s.threads = {{Cas(0, 1, 2, 2, MemOrder::Relaxed), StoreReg(0, 0)},
               {StoreReg(0, 1), Cas(0, 1, 2, 2, MemOrder::Release)},
               {Store(1, 2)}};
  EquivalenceReport rep = compareWithBruteForce(s, "pso");
  EXPECT_TRUE(rep.ok) << rep.details;
}

// keepGoing: an assertion failure must not hide the executions in which
// another thread's write comes first (fixed in Explorer::error).
TEST(Regression, KeepGoingAfterAssertionFailure) {
  Script s;
  s.name = "assert after read";
  s.threads = {{Load(0, 0), Assert(0, 1)}, {Store(0, 1)}};
  for (const char *m : {"sc", "tso", "pso"}) {
    EquivalenceReport rep = compareWithBruteForce(s, m);
    EXPECT_TRUE(rep.ok) << rep.details;
    EXPECT_EQ(rep.explored.complete.size(), 1u) << m;
  }
}

// An error's count is the number of executions that show it: a run that
// stops because an RMW would break atomicity (moot: kept only for its
// revisits) is no execution, even when an assertion failed in its prefix.
// (Found by the sanitized Dekker test of test/lit/scale, which counted its
// assertion failure in 3 runs for 2 erroneous executions.) Here every one
// of the 3! orders of three increments is an execution in which the two
// later threads fail: each assertion fails in 4 of the 6.
TEST(Regression, ErrorCountsAreExecutions) {
  Script s;
  s.name = "three threads in a critical section";
  s.threads = {{FetchAdd(0, 0, 1), Assert(0, 0)},
               {FetchAdd(0, 0, 1), Assert(0, 0)},
               {FetchAdd(0, 0, 1), Assert(0, 0)}};
  ExplorerOptions opts;
  opts.keepGoing = true;
  for (const char *m : {"sc", "tso", "rc11"}) {
    DriverResult r = runExplorer(s, m, opts);
    ASSERT_FALSE(r.fatal) << *r.fatal;
    EXPECT_EQ(r.failed.size(), 6u) << m;
    ASSERT_EQ(r.errors.size(), 3u) << m;
    for (const FoundError &e : r.errors)
      EXPECT_EQ(e.count, 4u) << m;
  }
}

// With keepGoing, a race's count is the number of executions that show it,
// also when a run finds another error before it ends. T0.1 writes x and y,
// T0.2 reads x and y, all plain: under RC11 both pairs race, and each load
// reads INIT or the store (nothing orders them): 4 executions, each with
// both races. The run in which only y's load changed its source replays
// the racy x pair unchanged; it found y's race first, and counted x's only
// once races were checked again at the end of an erroneous run too.
TEST(Regression, KeepGoingCountsEveryRaceOfAnErroneousRun) {
  Script s;
  s.name = "two racy pairs";
  s.threads = {{Store(0, 1), Store(1, 1)}, {Load(0, 0), Load(1, 1)}};
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, "rc11", opts);
  ASSERT_FALSE(r.fatal) << *r.fatal;
  EXPECT_EQ(r.stats.erroneous, 4u);
  EXPECT_EQ(r.stats.complete, 0u);
  ASSERT_EQ(r.errors.size(), 2u);
  for (const FoundError &e : r.errors) {
    EXPECT_EQ(e.kind, ErrorKind::DataRace);
    EXPECT_EQ(e.count, 4u);
  }
}

} // namespace
} // namespace wmc::test
