// Explorer::setPlace: a thread that places itself right after its start
// (GPUMC's annotated pthreads, __VERIFIER_thread_group_id) is checked exactly
// like one created at that place: the same executions in the same order, the
// same races. A thread that already did something cannot move.
#include "support/RandomScript.h"
#include "support/Script.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

std::vector<std::string> keys(const std::vector<ExecutionRecord> &records) {
  std::vector<std::string> k;
  for (const auto &r : records)
    k.push_back(r.key);
  return k;
}

std::vector<std::pair<ErrorKind, uint64_t>> errorCounts(const DriverResult &r) {
  std::vector<std::pair<ErrorKind, uint64_t>> e;
  for (const auto &err : r.errors)
    e.emplace_back(err.kind, err.count);
  return e;
}

TEST(PlaceAfterStart, SameExplorationAsPlacedAtCreation) {
  RandomScriptOptions opts;
  opts.c11 = opts.scopes = true;
  opts.blocks = 2;
  ExplorerOptions exOpts;
  exOpts.keepGoing = true;
  std::mt19937 rng(71);
  int heterogeneous = 0;
  for (int i = 0; i < 60; ++i) {
    Script created = randomScript(rng, opts);
    Script placed = created;
    placed.placeAfterStart = true;
    DriverResult a = runExplorer(created, "src11", exOpts);
    DriverResult b = runExplorer(placed, "src11", exOpts);
    ASSERT_FALSE(a.fatal) << *a.fatal;
    ASSERT_FALSE(b.fatal) << *b.fatal;
    SCOPED_TRACE(created.str());
    EXPECT_EQ(keys(a.complete), keys(b.complete));
    EXPECT_EQ(keys(a.erroneous), keys(b.erroneous));
    EXPECT_EQ(a.stats.complete, b.stats.complete);
    EXPECT_EQ(a.stats.erroneous, b.stats.erroneous);
    EXPECT_EQ(errorCounts(a), errorCounts(b));
    for (const auto &err : b.errors)
      heterogeneous += err.kind == ErrorKind::HeterogeneousRace;
  }
  EXPECT_GT(heterogeneous, 0); // the scripts do exercise scope inclusion
}

TEST(PlaceAfterStart, OnlyRightAfterTheStart) {
  ZeroEnvironment env;
  Explorer ex(createModel("src11"), {}, env);
  ASSERT_TRUE(ex.beginRun());
  ex.threadStart(0, nullptr);
  ThreadId child = ex.threadCreate(0, nullptr);
  EXPECT_FALSE(ex.setPlace(0, gpuPlace(1, 0), "g0")); // main stays on the CPU
  ex.threadStart(child, nullptr);
  EXPECT_TRUE(ex.setPlace(child, gpuPlace(1, 2), "g2"));
  EXPECT_EQ(ex.threadName(child), "T0.1(g2)");
  EXPECT_EQ(ex.graph().placeOf(child), gpuPlace(1, 2));
  Access a;
  a.addr = locAddr(0);
  a.size = 4;
  ex.store(child, a, 1);
  EXPECT_FALSE(ex.setPlace(child, gpuPlace(1, 3), "g3"));
  EXPECT_EQ(ex.graph().placeOf(child), gpuPlace(1, 2));
}

} // namespace
} // namespace wmc::test
