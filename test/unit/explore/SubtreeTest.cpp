// Subtrees named by their paths (Explorer::donate / exploreSubtree), the
// work stealing of --wmc-jobs: workers that give their shallowest pending
// items away now and then, and explore the subtrees given to them, explore
// together exactly what one explorer explores: the same counts, events,
// multiset of executions, and errors with their counts (with keep-going).
// The workers run one after the other here; each subtree is explored the
// same whoever explores it and whenever.
#include "support/RandomScript.h"
#include "support/Script.h"
#include "support/SplitTotals.h"

#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <tuple>

namespace wmc::test {
namespace {

struct Totals : SplitTotals {
  uint64_t given = 0;          ///< subtrees given away
  uint64_t givenByThieves = 0; ///< by workers exploring a subtree they took
};

ExplorerOptions keepGoing() {
  ExplorerOptions o;
  o.keepGoing = true;
  return o;
}

Totals serial(const Script &s, const char *model) {
  Totals t;
  DriverResult r;
  ScriptEnvironment env(s);
  Explorer ex(createModel(model), keepGoing(), env);
  EXPECT_TRUE(driveExplorer(s, ex, r)) << r.fatal.value_or("");
  EXPECT_FALSE(ex.fatal()) << *ex.fatal();
  addExecutions(t, r);
  addCounts(t, ex.stats(), ex.errors());
  return t;
}

/// `workers` explorers: the first explores the tree from its root, every
/// explorer gives its shallowest pending item away after every `every`-th
/// run, and the others (and the first, once done) take the given subtrees
/// in turn, one explorer per worker for all the subtrees it takes.
Totals withDonations(const Script &s, const char *model, uint32_t every, uint32_t workers) {
  Totals t;
  std::deque<std::pair<Explorer::SubtreePath, uint32_t>> given; // paths and checks
  std::vector<std::unique_ptr<ScriptEnvironment>> envs;
  std::vector<std::unique_ptr<Explorer>> explorers;
  for (uint32_t i = 0; i < workers; ++i) {
    envs.push_back(std::make_unique<ScriptEnvironment>(s));
    explorers.push_back(std::make_unique<Explorer>(createModel(model), keepGoing(), *envs.back()));
  }
  uint64_t runs = 0;
  bool thief = false;
  auto afterRun = [&](Explorer &ex) {
    if (++runs % every)
      return;
    bool gave = ex.donate([&](const Explorer::SubtreePath &p, uint32_t check) {
      given.emplace_back(p, check);
      return true;
    });
    t.given += gave;
    t.givenByThieves += gave && thief;
  };
  DriverResult r;
  EXPECT_TRUE(driveExplorer(s, *explorers[0], r, afterRun)) << r.fatal.value_or("");
  thief = true;
  for (uint32_t next = 1; !given.empty(); next = (next + 1) % workers) {
    Explorer &ex = *explorers[next];
    ex.exploreSubtree(given.front().first, given.front().second);
    given.pop_front();
    EXPECT_TRUE(driveExplorer(s, ex, r, afterRun)) << r.fatal.value_or("");
    EXPECT_FALSE(ex.fatal()) << *ex.fatal();
  }
  addExecutions(t, r);
  for (const auto &ex : explorers)
    addCounts(t, ex->stats(), ex->errors());
  return t;
}

void expectSameAsOneExplorer(const Script &s, const char *model, uint32_t every,
                             uint32_t workers = 3) {
  SCOPED_TRACE(s.name + " under " + model + ", a donation every " + std::to_string(every) +
               " runs");
  Totals one = serial(s, model);
  Totals many = withDonations(s, model, every, workers);
  expectSameTotals(many, one);
}

TEST(Subtree, DonatingFromAnLbRingAddsUpToTheWholeTree) {
  Script s = lbRing(6);
  for (uint32_t every : {1u, 2u, 5u, 17u})
    for (const char *m : {"rc11", "tso", "sc"})
      expectSameAsOneExplorer(s, m, every);
}

TEST(Subtree, SubtreesTakenAreGivenAwayAgain) {
  // LB-6 under RC11 has 63 executions; with a donation after every run, the
  // workers that took subtrees give parts of them away in turn.
  Totals t = withDonations(lbRing(6), "rc11", 1, 2);
  EXPECT_EQ(t.complete, 63u);
  EXPECT_GT(t.given, 10u);
  EXPECT_GT(t.givenByThieves, 0u);
}

TEST(Subtree, TheFirstDonationIsAChildOfTheRootRun) {
  // After the root run, every pending item is one it opened (depth 1); the
  // shallowest one given first is the one opened first (ordinal 0), the
  // one the exploration would take last.
  Script s = lbRing(3);
  ScriptEnvironment env(s);
  Explorer ex(createModel("rc11"), keepGoing(), env);
  DriverResult r;
  std::vector<Explorer::SubtreePath> paths;
  driveExplorer(s, ex, r, [&](Explorer &e) {
    if (paths.empty())
      e.donate([&](const Explorer::SubtreePath &p, uint32_t) {
        paths.push_back(p);
        return true;
      });
  });
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0], Explorer::SubtreePath{0});
}

TEST(Subtree, ARefusedDonationKeepsTheItem) {
  Script s = lbRing(4);
  ScriptEnvironment env(s);
  Explorer ex(createModel("rc11"), keepGoing(), env);
  DriverResult r;
  driveExplorer(s, ex, r, [](Explorer &e) {
    e.donate([](const Explorer::SubtreePath &, uint32_t) { return false; });
  });
  EXPECT_EQ(ex.stats().complete, 15u); // 2^4 - 1: every execution but the cycle
}

TEST(Subtree, ErrorsAndTheirCountsAddUp) {
  Script s = racyAsserts();
  for (const char *m : {"sc", "tso", "rc11"})
    for (uint32_t every : {1u, 3u})
      expectSameAsOneExplorer(s, m, every);
}

TEST(Subtree, RandomScriptsAddUp) {
  std::mt19937 rng(9090);
  RandomScriptOptions o;
  o.assume = o.asserts = o.locks = true;
  o.minThreads = 3;
  for (int i = 0; i < 40; ++i) {
    Script s = randomScript(rng, o);
    s.name = "random #" + std::to_string(i);
    for (const char *m : {"sc", "rc11"})
      for (uint32_t every : {1u, 4u})
        expectSameAsOneExplorer(s, m, every);
  }
}

TEST(Subtree, APathThatLeadsNowhereIsFatal) {
  Script s = lbRing(2);
  ScriptEnvironment env(s);
  Explorer ex(createModel("sc"), keepGoing(), env);
  ex.exploreSubtree({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  DriverResult r;
  driveExplorer(s, ex, r);
  ASSERT_TRUE(ex.fatal().has_value());
  EXPECT_TRUE(ex.reachedWrongSubtree());
  EXPECT_NE(ex.fatal()->find("could not reach the subtree"), std::string::npos);
  EXPECT_EQ(ex.stats().complete, 0u); // the runs on the way are not counted
}

TEST(Subtree, AnotherItemAtThePathIsFatalNotAWrongCount) {
  // The path exists but the item there is not the one given (its check
  // differs, as when another process met the threads in another order):
  // the taker stops with a fatal error instead of exploring another subtree.
  Script s = lbRing(3);
  ScriptEnvironment env(s);
  Explorer giver(createModel("rc11"), keepGoing(), env);
  DriverResult r;
  std::optional<std::pair<Explorer::SubtreePath, uint32_t>> given;
  driveExplorer(s, giver, r, [&](Explorer &e) {
    if (!given)
      e.donate([&](const Explorer::SubtreePath &p, uint32_t check) {
        given.emplace(p, check);
        return true;
      });
  });
  ASSERT_TRUE(given);
  for (bool right : {true, false}) {
    ScriptEnvironment env2(s);
    Explorer taker(createModel("rc11"), keepGoing(), env2);
    taker.exploreSubtree(given->first, right ? given->second : given->second + 1);
    DriverResult r2;
    driveExplorer(s, taker, r2);
    EXPECT_EQ(taker.reachedWrongSubtree(), !right);
    EXPECT_EQ(taker.fatal().has_value(), !right);
    // The giver and the taker together explore LB-3's 7 executions.
    if (right)
      EXPECT_EQ(giver.stats().complete + taker.stats().complete, 7u);
    else
      EXPECT_EQ(taker.stats().complete, 0u);
  }
}

} // namespace
} // namespace wmc::test
