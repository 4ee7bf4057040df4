// Exact execution counts and outcomes of the classic litmus tests under SC,
// TSO and PSO (expected values: the SMC-for-TSO/PSO paper, as summarized in
// shared/reference/EXPECTED.md section A).
#include "support/Litmus.h"
#include "support/Script.h"

#include <gtest/gtest.h>

#include <set>
#include <tuple>

namespace wmc::test {
namespace {

using namespace litmus;

const char *const kModels[] = {"sc", "tso", "pso"};

DriverResult explore(const Script &s, const char *model, ExplorerOptions opts = {}) {
  DriverResult r = runExplorer(s, model, opts);
  EXPECT_FALSE(r.fatal) << s.name << " under " << model << ": " << r.fatal.value_or("");
  return r;
}

/// Distinct values of (thread, reg) pairs over the complete executions.
std::set<std::vector<Value>> outcomes(const DriverResult &r,
                                      const std::vector<std::pair<int, int>> &regs) {
  std::set<std::vector<Value>> s;
  for (const auto &e : r.complete) {
    std::vector<Value> v;
    for (auto [t, reg] : regs)
      v.push_back(e.outcome[static_cast<size_t>(t)][static_cast<size_t>(reg)]);
    s.insert(v);
  }
  return s;
}

bool reachable(const DriverResult &r, const std::vector<std::pair<int, int>> &regs,
               const std::vector<Value> &vals) {
  return outcomes(r, regs).count(vals) > 0;
}

struct Expected {
  const char *name;
  Script (*make)();
  uint64_t sc, tso, pso;
};

class LitmusCount : public ::testing::TestWithParam<Expected> {};

TEST_P(LitmusCount, CompleteExecutionsPerModel) {
  const Expected &e = GetParam();
  Script s = e.make();
  const uint64_t want[] = {e.sc, e.tso, e.pso};
  for (int m = 0; m < 3; ++m) {
    SCOPED_TRACE(kModels[m]);
    DriverResult r = explore(s, kModels[m]);
    EXPECT_EQ(r.stats.complete, want[m]);
    EXPECT_EQ(r.complete.size(), r.stats.complete);
    EXPECT_EQ(r.stats.erroneous, 0u);
    EXPECT_TRUE(r.errors.empty());
    std::set<std::string> keys;
    for (const auto &x : r.complete)
      EXPECT_TRUE(keys.insert(x.key).second) << "explored twice:\n" << x.key;
  }
}

// SB, SBFenced, MP, ROWE and Peterson: EXPECTED.md section A. LB, 2+2W,
// IRIW, FaaCounter: by hand (LB, IRIW: every combination of read values
// but the forbidden one; 2+2W: the two co orders per location but the cyclic
// one, allowed under PSO only; FaaCounter: the 3! orders of the RMWs), and
// cross-checked by brute force in LitmusEquivalenceTest.
INSTANTIATE_TEST_SUITE_P(
    Litmus, LitmusCount,
    ::testing::Values(Expected{"SB", &SB, 3, 4, 4}, Expected{"SBFenced", &SBFenced, 3, 3, 3},
                      Expected{"MP", &MP, 3, 3, 4}, Expected{"ROWE", &ROWE, 3, 3, 3},
                      Expected{"Peterson", &Peterson, 6, 12, 16}, Expected{"LB", &LB, 3, 3, 3},
                      Expected{"TwoPlusTwoW", &TwoPlusTwoW, 3, 3, 4},
                      Expected{"IRIW", &IRIW, 15, 15, 15},
                      Expected{"FaaCounter", &FaaCounter, 6, 6, 6}),
    [](const ::testing::TestParamInfo<Expected> &i) { return std::string(i.param.name); });

TEST(Litmus, SBBothZeroOnlyUnderTsoAndPso) {
  Script s = SB();
  EXPECT_FALSE(reachable(explore(s, "sc"), {{0, 0}, {1, 1}}, {0, 0}));
  EXPECT_TRUE(reachable(explore(s, "tso"), {{0, 0}, {1, 1}}, {0, 0}));
  EXPECT_TRUE(reachable(explore(s, "pso"), {{0, 0}, {1, 1}}, {0, 0}));
}

TEST(Litmus, SBFencedNeverBothZero) {
  for (const char *m : kModels)
    EXPECT_FALSE(reachable(explore(SBFenced(), m), {{0, 0}, {1, 1}}, {0, 0})) << m;
}

TEST(Litmus, MPStaleReadOnlyUnderPso) {
  Script s = MP();
  EXPECT_FALSE(reachable(explore(s, "sc"), {{1, 0}, {1, 1}}, {1, 0}));
  EXPECT_FALSE(reachable(explore(s, "tso"), {{1, 0}, {1, 1}}, {1, 0}));
  EXPECT_TRUE(reachable(explore(s, "pso"), {{1, 0}, {1, 1}}, {1, 0}));
}

TEST(Litmus, LBNeverBothOne) {
  for (const char *m : kModels)
    EXPECT_FALSE(reachable(explore(LB(), m), {{0, 0}, {1, 1}}, {1, 1})) << m;
}

TEST(Litmus, RoweOutcomes) {
  // final (r, x) in {(1,2), (2,2), (1,1)} under every model
  const std::set<std::pair<Value, Value>> want = {{1, 2}, {2, 2}, {1, 1}};
  for (const char *m : kModels) {
    DriverResult r = explore(ROWE(), m);
    std::set<std::pair<Value, Value>> got;
    for (const auto &e : r.complete)
      got.insert({e.outcome[0][0], e.memory.at(X)});
    EXPECT_EQ(got, want) << m;
  }
}

TEST(Litmus, PetersonDistinctOutcomes) {
  const size_t want[] = {5, 8, 12};
  for (int m = 0; m < 3; ++m) {
    DriverResult r = explore(Peterson(), kModels[m]);
    EXPECT_EQ(outcomes(r, {{0, 0}, {0, 1}, {1, 0}, {1, 1}}).size(), want[m]) << kModels[m];
  }
}

TEST(Litmus, PetersonBothEnterOnlyUnderTsoAndPso) {
  // s == 0 in both threads: each missed the other's flag.
  EXPECT_FALSE(reachable(explore(Peterson(), "sc"), {{0, 1}, {1, 1}}, {0, 0}));
  EXPECT_TRUE(reachable(explore(Peterson(), "tso"), {{0, 1}, {1, 1}}, {0, 0}));
  EXPECT_TRUE(reachable(explore(Peterson(), "pso"), {{0, 1}, {1, 1}}, {0, 0}));
}

TEST(Litmus, TwoPlusTwoWCycleOnlyUnderPso) {
  // final x == 1 and y == 1: both second stores were overwritten by the first ones.
  for (const char *m : kModels) {
    DriverResult r = explore(TwoPlusTwoW(), m);
    bool seen = false;
    for (const auto &e : r.complete)
      seen |= e.memory.at(X) == 1 && e.memory.at(Y) == 1;
    EXPECT_EQ(seen, std::string(m) == "pso") << m;
  }
}

TEST(Litmus, IriwReadersAgreeOnTheOrderOfWrites) {
  for (const char *m : kModels)
    EXPECT_FALSE(reachable(explore(IRIW(), m), {{2, 0}, {2, 1}, {3, 0}, {3, 1}}, {1, 0, 1, 0}))
        << m;
}

TEST(Litmus, FaaCounterAlwaysReachesThree) {
  for (const char *m : kModels) {
    DriverResult r = explore(FaaCounter(), m);
    for (const auto &e : r.complete)
      EXPECT_EQ(e.memory.at(X), 3u) << m;
    EXPECT_EQ(outcomes(r, {{0, 0}, {1, 0}, {2, 0}}).size(), 6u) << m; // permutations of 0,1,2
  }
}

TEST(Litmus, LockCounterIsMutuallyExclusiveUnderEveryModel) {
  uint64_t counts[3];
  for (int m = 0; m < 3; ++m) {
    SCOPED_TRACE(kModels[m]);
    ExplorerOptions opts;
    opts.keepGoing = true;
    DriverResult r = explore(LockCounter(), kModels[m], opts);
    EXPECT_TRUE(r.errors.empty()) << r.errors.front().message;
    EXPECT_EQ(r.stats.erroneous, 0u);
    counts[m] = r.stats.complete;
    for (const auto &e : r.complete)
      EXPECT_EQ(e.memory.at(X), 2u);
  }
  EXPECT_EQ(counts[0], 2u); // which thread takes the mutex first
  EXPECT_EQ(counts[1], counts[0]);
  EXPECT_EQ(counts[2], counts[0]);
}

TEST(Litmus, AssertionFailureIsReportedOnlyUnderPso) {
  for (const char *m : kModels) {
    DriverResult r = explore(MPAssert(), m);
    if (std::string(m) == "pso") {
      ASSERT_EQ(r.errors.size(), 1u);
      EXPECT_EQ(r.errors[0].kind, ErrorKind::AssertionFailure);
      EXPECT_EQ(r.stats.erroneous, 1u);
      EXPECT_NE(r.errors[0].message.find("assert"), std::string::npos);
    } else {
      EXPECT_TRUE(r.errors.empty()) << m;
      EXPECT_EQ(r.stats.complete, 3u) << m;
    }
  }
}

TEST(Litmus, KeepGoingCountsEveryErroneousExecution) {
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = explore(MPAssert(), "pso", opts);
  EXPECT_EQ(r.stats.erroneous, 1u);
  EXPECT_EQ(r.stats.complete, 3u);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].count, 1u);
}

} // namespace
} // namespace wmc::test
