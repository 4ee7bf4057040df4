// The explorer explores every consistent complete execution of the litmus
// tests exactly once: the set equals the brute-force enumeration (under the
// reference models) for every model.
#include "support/Equivalence.h"
#include "support/Litmus.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

class LitmusEquivalence
    : public ::testing::TestWithParam<std::tuple<litmus::Named, const char *>> {};

TEST_P(LitmusEquivalence, ExploredSetEqualsBruteForce) {
  auto [test, model] = GetParam();
  EquivalenceReport rep = compareWithBruteForce(test.make(), model);
  EXPECT_TRUE(rep.ok) << rep.details;
  EXPECT_GT(rep.expected.complete.size(), 0u);
}

INSTANTIATE_TEST_SUITE_P(
    Litmus, LitmusEquivalence,
    ::testing::Combine(::testing::ValuesIn(litmus::all()), ::testing::Values("sc", "tso", "pso")),
    [](const auto &info) {
      std::string n = std::string(std::get<0>(info.param).name) + "_" + std::get<1>(info.param);
      for (char &c : n)
        if (!isalnum(static_cast<unsigned char>(c)))
          c = '_';
      return n;
    });

} // namespace
} // namespace wmc::test
