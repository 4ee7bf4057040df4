// The explorer explores every consistent complete execution of the litmus
// tests exactly once: the set equals the brute-force enumeration (under the
// reference models) for every model. Under RC11/SRC11 the races it reports
// are the reference's too (see Equivalence.h). The same with the reference
// oracle as the explorer's model tests the explorer alone.
#include "support/Equivalence.h"
#include "support/Litmus.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

const std::vector<litmus::Named> &allLitmus() {
  static const std::vector<litmus::Named> tests = [] {
    std::vector<litmus::Named> v = litmus::all();
    v.insert(v.end(), litmus::c11().begin(), litmus::c11().end());
    return v;
  }();
  return tests;
}

using Param = std::tuple<litmus::Named, const char *>;

std::string paramName(const ::testing::TestParamInfo<Param> &info) {
  std::string n = std::string(std::get<0>(info.param).name) + "_" + std::get<1>(info.param);
  for (char &c : n)
    if (!isalnum(static_cast<unsigned char>(c)))
      c = '_';
  return n;
}

const char *const kModels[] = {"sc", "tso", "pso", "rc11", "src11"};

class LitmusEquivalence : public ::testing::TestWithParam<Param> {};

TEST_P(LitmusEquivalence, ExploredSetEqualsBruteForce) {
  auto [test, model] = GetParam();
  ASSERT_NE(createModel(model), nullptr) << "no model " << model;
  EquivalenceReport rep = compareWithBruteForce(test.make(), model);
  EXPECT_TRUE(rep.ok) << rep.details;
  EXPECT_GT(rep.expected.complete.size(), 0u);
}

INSTANTIATE_TEST_SUITE_P(Litmus, LitmusEquivalence,
                         ::testing::Combine(::testing::ValuesIn(allLitmus()),
                                            ::testing::ValuesIn(kModels)),
                         paramName);

class OracleLitmusEquivalence : public ::testing::TestWithParam<Param> {};

TEST_P(OracleLitmusEquivalence, ExploredSetEqualsBruteForce) {
  auto [test, model] = GetParam();
  EquivalenceReport rep = compareOracleWithBruteForce(test.make(), model);
  EXPECT_TRUE(rep.ok) << rep.details;
}

INSTANTIATE_TEST_SUITE_P(Litmus, OracleLitmusEquivalence,
                         ::testing::Combine(::testing::ValuesIn(allLitmus()),
                                            ::testing::ValuesIn(kModels)),
                         paramName);

} // namespace
} // namespace wmc::test
