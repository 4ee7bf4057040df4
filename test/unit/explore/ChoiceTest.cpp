// Explorer::choose: a nondeterministic input is explored once per value of
// its domain (two's complement, so negative values work), and nested
// choices multiply.
#include "explore/Explorer.h"
#include "support/Script.h"

#include <gtest/gtest.h>

#include <map>
#include <vector>

namespace wmc::test {
namespace {

/// Runs main alone: it makes the given choices (first, count) in order and
/// records the values it got in each execution.
std::vector<std::vector<int64_t>> explore(const std::vector<std::pair<int64_t, Value>> &choices,
                                          ExplorationStats &stats) {
  ZeroEnvironment env;
  Explorer ex(createModel("sc"), {}, env);
  std::vector<std::vector<int64_t>> runs;
  while (ex.beginRun()) {
    ex.threadStart(0, nullptr);
    std::vector<int64_t> got;
    for (auto [first, count] : choices)
      got.push_back(static_cast<int64_t>(ex.choose(0, static_cast<Value>(first), count, nullptr)));
    ex.threadEnd(0, 0, nullptr);
    ex.endRun();
    runs.push_back(got);
  }
  stats = ex.stats();
  return runs;
}

TEST(Choice, EveryValueOnce) {
  ExplorationStats st;
  auto runs = explore({{-1, 4}}, st);
  std::map<int64_t, int> seen;
  for (const auto &r : runs)
    ++seen[r.at(0)];
  EXPECT_EQ(seen, (std::map<int64_t, int>{{-1, 1}, {0, 1}, {1, 1}, {2, 1}}));
  EXPECT_EQ(st.complete, 4u);
  EXPECT_EQ(runs.front(), std::vector<int64_t>{-1}); // the first value first
}

TEST(Choice, NestedChoicesMultiply) {
  ExplorationStats st;
  auto runs = explore({{0, 2}, {5, 3}}, st);
  std::map<std::vector<int64_t>, int> seen;
  for (const auto &r : runs)
    ++seen[r];
  EXPECT_EQ(seen.size(), 6u);
  for (const auto &[values, n] : seen)
    EXPECT_EQ(n, 1) << values[0] << "," << values[1];
  EXPECT_EQ(st.complete, 6u);
  EXPECT_EQ(st.choices, 1u + 2u); // the first choice once, the second once per first value
}

} // namespace
} // namespace wmc::test
