// Sharding (ExplorerOptions::shard): the shards of a search tree together
// explore exactly what the unsharded exploration explores, each execution
// once: the same complete/blocked/erroneous counts, the same multiset of
// executions, and the same errors with the same counts (with keep-going).
#include "support/RandomScript.h"
#include "support/Script.h"
#include "support/SplitTotals.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <tuple>

namespace wmc::test {
namespace {

ExplorerOptions shardOptions(uint32_t index, uint32_t count, uint32_t fanout = 16) {
  ExplorerOptions o;
  o.keepGoing = true;
  o.shard.index = index;
  o.shard.count = count;
  o.shard.fanout = fanout;
  return o;
}

using Totals = SplitTotals;

Totals explore(const Script &s, const char *model, uint32_t index, uint32_t count,
               uint32_t fanout = 16) {
  Totals t;
  DriverResult r = runExplorer(s, model, shardOptions(index, count, fanout));
  EXPECT_FALSE(r.fatal) << r.fatal.value_or("");
  addCounts(t, r.stats, r.errors);
  addExecutions(t, r);
  return t;
}

void expectShardsAddUp(const Script &s, const char *model, uint32_t count, uint32_t fanout = 16) {
  SCOPED_TRACE(s.name + " under " + model + ", " + std::to_string(count) + " shards");
  Totals serial = explore(s, model, 0, 1);
  Totals all;
  for (uint32_t i = 0; i < count; ++i)
    addTotals(all, explore(s, model, i, count, fanout));
  expectSameTotals(all, serial);
}

TEST(Shard, LbRingShardsAddUpToTheWholeTree) {
  Script s = lbRing(6);
  for (uint32_t n = 1; n <= 8; ++n) {
    expectShardsAddUp(s, "rc11", n, /*fanout=*/2);
    expectShardsAddUp(s, "tso", n, /*fanout=*/2);
  }
}

TEST(Shard, EveryShardGetsPartOfASplitTree) {
  // One subtree per shard wanted: LB-5 has enough of them at some depth.
  Script s = lbRing(5);
  DriverResult serial = runExplorer(s, "rc11", shardOptions(0, 1));
  EXPECT_EQ(serial.stats.complete, 31u); // 2^5 outcomes but the all-ones cycle
  for (uint32_t i = 0; i < 4; ++i) {
    DriverResult r = runExplorer(s, "rc11", shardOptions(i, 4, /*fanout=*/1));
    EXPECT_GT(r.stats.complete, 0u) << "shard " << i;
    EXPECT_LT(r.stats.complete, serial.stats.complete) << "shard " << i;
  }
}

TEST(Shard, ASmallTreeIsSplitWhereItHasTheMostSubtrees) {
  // LB-5 has fewer than 16 * 4 subtrees at every depth: it is split at the
  // depth with the most, so every shard still gets some of it.
  Script s = lbRing(5);
  uint64_t sum = 0;
  for (uint32_t i = 0; i < 4; ++i) {
    uint64_t c = runExplorer(s, "rc11", shardOptions(i, 4)).stats.complete;
    EXPECT_GT(c, 0u) << "shard " << i;
    sum += c;
  }
  EXPECT_EQ(sum, 31u);
}

TEST(Shard, ErrorsAndTheirCountsAddUpWithKeepGoing) {
  Script s = racyAsserts();
  for (const char *m : {"sc", "tso", "rc11"})
    for (uint32_t n = 1; n <= 8; ++n)
      expectShardsAddUp(s, m, n, /*fanout=*/2);
}

TEST(Shard, MoreShardsThanSubtreesLeaveSomeShardsEmpty) {
  Script s;
  s.name = "one thread";
  s.threads.push_back({Store(0, 1), Load(0, 0)});
  DriverResult zero = runExplorer(s, "sc", shardOptions(0, 8));
  DriverResult seven = runExplorer(s, "sc", shardOptions(7, 8));
  EXPECT_EQ(zero.stats.complete, 1u);
  EXPECT_EQ(seven.stats.complete, 0u);
}

TEST(Shard, RandomScriptsAddUp) {
  std::mt19937 rng(4242);
  RandomScriptOptions o;
  o.assume = o.asserts = o.locks = true;
  o.minThreads = 3;
  for (int i = 0; i < 40; ++i) {
    Script s = randomScript(rng, o);
    s.name = "random #" + std::to_string(i);
    for (const char *m : {"sc", "rc11"})
      for (uint32_t n : {2u, 3u, 5u})
        expectShardsAddUp(s, m, n, /*fanout=*/1);
  }
}

// Checkpoints: the stats when subtree k is reached plus those of a run
// resumed at k add up to the whole exploration, for every k.
void expectResumesAddUp(const Script &s, const char *model) {
  SCOPED_TRACE(s.name + " under " + model);
  ExplorerOptions o = shardOptions(0, 1, /*fanout=*/4);
  o.shard.split = true;
  std::vector<ExplorationStats> before;
  o.shard.atSubtree = [&](uint64_t k, const ExplorationStats &st) {
    EXPECT_EQ(k, before.size());
    before.push_back(st);
  };
  DriverResult whole = runExplorer(s, model, o);
  EXPECT_EQ(whole.stats.complete, runExplorer(s, model, shardOptions(0, 1)).stats.complete);
  EXPECT_GE(before.size(), 4u) << "the tree was not split";
  for (size_t k = 0; k < before.size(); ++k) {
    SCOPED_TRACE("resumed at subtree " + std::to_string(k));
    ExplorerOptions r = o;
    r.shard.atSubtree = nullptr;
    r.shard.resumeFrom = k;
    r.shard.resuming = true;
    DriverResult rest = runExplorer(s, model, r);
    EXPECT_EQ(before[k].complete + rest.stats.complete, whole.stats.complete);
    EXPECT_EQ(before[k].blocked + rest.stats.blocked, whole.stats.blocked);
    EXPECT_EQ(before[k].erroneous + rest.stats.erroneous, whole.stats.erroneous);
    EXPECT_EQ(before[k].events + rest.stats.events, whole.stats.events);
  }
}

TEST(Shard, ResumingAtASubtreeSkipsExactlyTheSubtreesBefore) {
  expectResumesAddUp(lbRing(6), "rc11");
  expectResumesAddUp(racyAsserts(), "tso");
}

} // namespace
} // namespace wmc::test
