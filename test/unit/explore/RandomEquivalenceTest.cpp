// On a few hundred random small scripts (fixed seeds), the explorer explores
// every consistent complete execution exactly once under each model: the
// explored set equals the brute-force enumeration under the reference models.
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

class RandomEquivalence
    : public ::testing::TestWithParam<std::tuple<Batch, const char *>> {};

TEST_P(RandomEquivalence, ExploredSetEqualsBruteForce) {
  auto [batch, model] = GetParam();
  std::mt19937 rng(batch.seed);
  int failures = 0;
  size_t complete = 0, blocked = 0, failing = 0;
  for (int i = 0; i < batch.scripts; ++i) {
    Script s = randomScript(rng, batch.opts);
    s.name = std::string(batch.name) + " #" + std::to_string(i) + " (seed " +
             std::to_string(batch.seed) + ")";
    EquivalenceReport rep = compareWithBruteForce(s, model);
    complete += rep.expected.complete.size();
    blocked += rep.expected.blocked.size();
    failing += rep.expected.failed.size();
    if (!rep.ok && ++failures <= 3)
      ADD_FAILURE() << rep.details;
  }
  EXPECT_EQ(failures, 0) << "of " << batch.scripts << " scripts";
  // The batch covers what it is meant to cover.
  EXPECT_GT(complete, static_cast<size_t>(batch.scripts));
  if (batch.opts.assume || batch.opts.locks) {
    EXPECT_GT(blocked, 0u);
  }
  if (batch.opts.asserts) {
    EXPECT_GT(failing, 0u);
  }
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

INSTANTIATE_TEST_SUITE_P(
    Random, RandomEquivalence,
    ::testing::Combine(::testing::ValuesIn(kBatches), ::testing::Values("sc", "tso", "pso")),
    [](const auto &info) {
      const Batch &b = std::get<0>(info.param);
      return std::string(b.name) + "_seed" + std::to_string(b.seed) + "_" +
             std::get<1>(info.param);
    });

} // namespace
} // namespace wmc::test
