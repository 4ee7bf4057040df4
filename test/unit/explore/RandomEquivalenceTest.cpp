// On a few hundred random small scripts (fixed seeds), the explorer explores
// every consistent complete execution exactly once under each model: the
// explored set equals the brute-force enumeration under the reference models.
// Under RC11/SRC11 the scripts use C11 orders (and scopes and GPU blocks),
// and the explorer must report a race of a kind iff some consistent graph
// has one (see Equivalence.h).
#include "support/Equivalence.h"
#include "support/RandomScript.h"

#include <gtest/gtest.h>

#include <ostream>

namespace wmc::test {
namespace {

struct Batch {
  const char *name;
  uint32_t seed;
  int scripts;
  RandomScriptOptions opts;
};

void PrintTo(const Batch &b, std::ostream *os) {
  *os << b.name << " (seed " << b.seed << ", " << b.scripts << " scripts)";
}

RandomScriptOptions withAssume() {
  RandomScriptOptions o;
  o.assume = true;
  return o;
}

RandomScriptOptions withLocks() {
  RandomScriptOptions o;
  o.locks = true;
  return o;
}

RandomScriptOptions threeLocations() {
  RandomScriptOptions o;
  o.locations = 3;
  o.minInstrs = 2;
  o.maxInstrs = 3;
  return o;
}

RandomScriptOptions everything() {
  RandomScriptOptions o;
  o.assume = o.asserts = o.locks = true;
  return o;
}

RandomScriptOptions threeThreads() {
  RandomScriptOptions o;
  o.minThreads = o.maxThreads = 3;
  o.minInstrs = 2;
  o.maxInstrs = 3;
  return o;
}

using Param = std::tuple<Batch, const char *>;

/// Runs a batch through `compare` (checker's model or oracle) and checks that
/// it covers what it is meant to cover.
void runBatch(const Param &param, EquivalenceReport (*compare)(const Script &, const char *)) {
  auto [batch, model] = param;
  std::mt19937 rng(batch.seed);
  int failures = 0, racy = 0, heterogeneous = 0;
  size_t complete = 0, blocked = 0, failing = 0;
  for (int i = 0; i < batch.scripts; ++i) {
    Script s = randomScript(rng, batch.opts);
    s.name = std::string(batch.name) + " #" + std::to_string(i) + " (seed " +
             std::to_string(batch.seed) + ")";
    EquivalenceReport rep = compare(s, model);
    complete += rep.expected.complete.size();
    blocked += rep.expected.blocked.size();
    failing += rep.expected.failed.size();
    racy += rep.expected.dataRace || rep.expected.heterogeneousRace;
    heterogeneous += rep.expected.heterogeneousRace;
    if (!rep.ok && ++failures <= 3)
      ADD_FAILURE() << rep.details;
  }
  EXPECT_EQ(failures, 0) << "of " << batch.scripts << " scripts";
  EXPECT_GT(complete, static_cast<size_t>(batch.scripts));
  if (batch.opts.assume || batch.opts.locks) {
    EXPECT_GT(blocked, 0u);
  }
  if (batch.opts.asserts) {
    EXPECT_GT(failing, 0u);
  }
  if (batch.opts.c11) { // both racy and race-free scripts
    EXPECT_GT(racy, 0);
    EXPECT_LT(racy, batch.scripts);
  }
  if (batch.opts.scopes && std::string(model) == "src11") {
    EXPECT_GT(heterogeneous, 0);
  }
}

std::string paramName(const ::testing::TestParamInfo<Param> &info) {
  const Batch &b = std::get<0>(info.param);
  return std::string(b.name) + "_seed" + std::to_string(b.seed) + "_" + std::get<1>(info.param);
}

class RandomEquivalence : public ::testing::TestWithParam<Param> {};

TEST_P(RandomEquivalence, ExploredSetEqualsBruteForce) {
  ASSERT_NE(createModel(std::get<1>(GetParam())), nullptr)
      << "no model " << std::get<1>(GetParam());
  runBatch(GetParam(), &compareWithBruteForce);
}

const Batch kBatches[] = {
    {"mixed", 1, 120, RandomScriptOptions{}},
    {"mixed", 2, 120, RandomScriptOptions{}},
    {"assume", 3, 60, withAssume()},
    {"locks", 4, 60, withLocks()},
    {"threeLocations", 5, 40, threeLocations()},
    {"threeThreads", 21, 100, threeThreads()},
    {"everything", 6, 80, everything()},
};

INSTANTIATE_TEST_SUITE_P(Random, RandomEquivalence,
                         ::testing::Combine(::testing::ValuesIn(kBatches),
                                            ::testing::Values("sc", "tso", "pso")),
                         paramName);

// ---- RC11 and SRC11 --------------------------------------------------------------

RandomScriptOptions c11(bool assume = false, bool locks = false, bool asserts = false) {
  RandomScriptOptions o;
  o.c11 = true;
  o.assume = assume;
  o.locks = locks;
  o.asserts = asserts;
  return o;
}

RandomScriptOptions c11ThreeThreads() {
  RandomScriptOptions o = c11();
  o.minThreads = o.maxThreads = 3;
  o.minInstrs = 2;
  o.maxInstrs = 3;
  return o;
}

/// Random scopes, threads in two GPU blocks (and a few on the CPU).
RandomScriptOptions scoped(bool everything = false) {
  RandomScriptOptions o = c11(everything, everything, everything);
  o.scopes = true;
  o.blocks = 2;
  return o;
}

const Batch kC11Batches[] = {
    {"c11", 31, 80, c11()},
    {"c11assume", 32, 30, c11(true)},
    {"c11locks", 33, 40, c11(false, true)},
    {"c11threeThreads", 34, 50, c11ThreeThreads()},
    {"scoped", 35, 80, scoped()},
    {"scopedEverything", 36, 60, scoped(true)},
};

INSTANTIATE_TEST_SUITE_P(C11, RandomEquivalence,
                         ::testing::Combine(::testing::ValuesIn(kC11Batches),
                                            ::testing::Values("rc11", "src11")),
                         paramName);

// The reference oracle as the explorer's model: tests the explorer alone.
class OracleRandomEquivalence : public ::testing::TestWithParam<Param> {};

TEST_P(OracleRandomEquivalence, ExploredSetEqualsBruteForce) {
  runBatch(GetParam(), &compareOracleWithBruteForce);
}

const Batch kOracleBatches[] = {
    {"c11", 41, 40, c11()},
    {"scoped", 42, 40, scoped(true)},
};

INSTANTIATE_TEST_SUITE_P(C11, OracleRandomEquivalence,
                         ::testing::Combine(::testing::ValuesIn(kOracleBatches),
                                            ::testing::Values("rc11", "src11")),
                         paramName);

} // namespace
} // namespace wmc::test
