// ExplorerOptions::deferAwaits: an await iteration that fails is taken back
// and its thread runs it again after the next write to a location it read
// (or when no other thread can run). Only the order in which events are
// added changes, so the explored executions must be exactly those of the
// exploration that blocks at once: every complete, blocked and erroneous
// execution, each once. With the stale-await pruning (the default), the
// complete executions and the verdicts stay, and fewer blocked runs are
// left, since the failed iterations that are still added read overwritten
// values.
#include "support/Equivalence.h"
#include "support/RandomScript.h"
#include "support/Script.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>

namespace wmc::test {
namespace {

constexpr MemOrder rlx = MemOrder::Relaxed; // no data races under rc11

ExplorerOptions mode(bool defer, bool prune, bool keepGoing = false) {
  ExplorerOptions o;
  o.deferAwaits = defer;
  o.pruneStaleAwaits = prune;
  o.keepGoing = keepGoing;
  return o;
}

/// Each key with the number of times it was explored.
std::map<std::string, int> counted(const std::vector<ExecutionRecord> &runs) {
  std::map<std::string, int> k;
  for (const auto &r : runs)
    ++k[r.key];
  return k;
}

// T1: await x == 1 || T2: x = 1; y = 1 || T3: y = 2 (relaxed).
//
// Blocking at once: T1 runs first, reads x = 0 and blocks; T2's x = 1
// revisits that read, and the run goes on with T1 blocked: both coherence
// orders of y are blocked executions (2), then both are complete in the
// revisit's graph (2). The read of 0 was the latest value when it was
// added, so the pruning cannot stop those runs.
//
// Deferred: T1's failed read is taken back; T2's x = 1 wakes T1, which reads
// 1 and passes: the two coherence orders of y are complete (2). T1's read
// of x = 0 remains as an alternative: a blocked graph, the same two as
// above without the pruning (2), one stopped run with it (1, the 0 was
// overwritten before the read was added; counted apart from blocked).
Script overtakenAwait() {
  Script s;
  s.threads = {
      {Load(0, 0, rlx), Assume(0, 1)}, {Store(0, 1, rlx), Store(1, 1, rlx)}, {Store(1, 2, rlx)}};
  s.assumeIsAwait = true;
  return s;
}

TEST(DeferredAwait, OvertakenAwaitPassesAfterTheWrite) {
  for (const char *m : {"sc", "tso", "pso", "rc11"}) {
    DriverResult plain = runExplorer(overtakenAwait(), m, mode(false, false));
    DriverResult prune = runExplorer(overtakenAwait(), m, mode(false, true));
    DriverResult defer = runExplorer(overtakenAwait(), m, mode(true, false));
    DriverResult both = runExplorer(overtakenAwait(), m, mode(true, true));
    for (const DriverResult *r : {&plain, &prune, &defer, &both}) {
      ASSERT_FALSE(r->fatal) << *r->fatal;
      EXPECT_EQ(r->stats.complete, 2u) << m;
      EXPECT_EQ(r->stats.erroneous, 0u) << m;
      EXPECT_EQ(counted(r->complete), counted(plain.complete)) << m;
    }
    EXPECT_EQ(plain.stats.blocked, 2u) << m;
    EXPECT_EQ(prune.stats.blocked, 2u) << m;
    EXPECT_EQ(defer.stats.blocked, 2u) << m;
    EXPECT_EQ(counted(defer.blocked), counted(plain.blocked)) << m;
    EXPECT_EQ(both.stats.blocked, 0u) << m;
    for (const DriverResult *r : {&plain, &prune, &defer})
      EXPECT_EQ(r->stats.staleAwaits, 0u) << m;
    EXPECT_EQ(both.stats.staleAwaits, 1u) << m;
  }
}

TEST(DeferredAwait, AwaitNobodyEndsIsADeadlock) {
  // T1: await x == 1 || T2: y = 1. T1 is deferred while T2 runs; then it is
  // the only thread left: it reads x = 0, the latest value, for good.
  Script s;
  s.threads = {{Load(0, 0), Assume(0, 1)}, {Store(1, 1)}};
  s.assumeIsAwait = true;
  for (bool defer : {false, true}) {
    DriverResult r = runExplorer(s, "sc", mode(defer, true));
    ASSERT_FALSE(r.fatal) << *r.fatal;
    ASSERT_EQ(r.errors.size(), 1u) << defer;
    EXPECT_EQ(r.errors[0].kind, ErrorKind::Deadlock) << defer;
    EXPECT_EQ(r.errors[0].message, "every live thread is blocked: T0 waits to join T0.1, T0.1 "
                                   "spins forever")
        << defer;
    EXPECT_EQ(r.stats.complete, 0u) << defer;
    EXPECT_EQ(r.stats.blocked, 0u) << defer;
  }
}

TEST(DeferredAwait, AwaitsOnEachOtherDeadlock) {
  // T1: await x == 1; y = 1 || T2: await y == 1; x = 1. Both are deferred;
  // T1, the lowest, then fails for good, and T2 too: the only execution is
  // a deadlock.
  Script s;
  s.threads = {{Load(0, 0), Assume(0, 1), Store(1, 1)}, {Load(0, 1), Assume(0, 1), Store(0, 1)}};
  s.assumeIsAwait = true;
  for (bool defer : {false, true}) {
    DriverResult r = runExplorer(s, "sc", mode(defer, true, true));
    ASSERT_FALSE(r.fatal) << *r.fatal;
    ASSERT_EQ(r.errors.size(), 1u) << defer;
    EXPECT_EQ(r.errors[0].kind, ErrorKind::Deadlock) << defer;
    EXPECT_EQ(r.stats.erroneous, 1u) << defer;
    EXPECT_EQ(r.stats.complete + r.stats.blocked, 0u) << defer;
  }
}

TEST(DeferredAwait, ChainOfAwaitsPassesInOneRun) {
  // T1: await x == 1; y = 1 || T2: await y == 1; z = 1 || T3: x = 1.
  // Deferred: T1 and T2 wait for T3, then pass in turn: one complete
  // execution, and each await's read of 0 remains as an alternative,
  // stopped at once (its 0 was overwritten when it was read): 2 stale
  // runs, no blocked execution.
  // Blocking at once: T1 reads 0 and blocks, T2 too, and T3's x = 1
  // revisits T1's read (a blocked execution: both reads saw the latest
  // value). In that graph (T2's read deleted) T1 passes and writes y = 1,
  // T2 reads it and passes (complete), and T2's read of 0 is an
  // alternative stopped at once (1 stale run).
  Script s;
  s.threads = {{Load(0, 0), Assume(0, 1), Store(1, 1)},
               {Load(0, 1), Assume(0, 1), Store(2, 1)},
               {Store(0, 1)}};
  s.assumeIsAwait = true;
  for (bool defer : {false, true}) {
    DriverResult r = runExplorer(s, "sc", mode(defer, true));
    ASSERT_FALSE(r.fatal) << *r.fatal;
    EXPECT_EQ(r.stats.complete, 1u) << defer;
    EXPECT_EQ(r.stats.blocked, defer ? 0u : 1u) << defer;
    EXPECT_EQ(r.stats.staleAwaits, defer ? 2u : 1u) << defer;
    EXPECT_EQ(r.stats.erroneous, 0u) << defer;
  }
}

// ---- random await scripts -----------------------------------------------------------------

/// A random script (asserts included) in which some threads wait: an await
/// (a Load and an Assume on its register) at a random place of the thread.
Script awaitScript(std::mt19937 &rng, bool c11) {
  RandomScriptOptions ro;
  ro.minThreads = 2;
  ro.maxThreads = 3;
  ro.maxInstrs = 3;
  ro.asserts = true;
  ro.c11 = c11;
  Script s = randomScript(rng, ro);
  auto pick = [&](uint32_t n) { return static_cast<int>(rng() % n); };
  for (auto &code : s.threads) {
    if (pick(3) == 0)
      continue;
    int at = pick(static_cast<uint32_t>(code.size()) + 1), loc = pick(2);
    Value v = static_cast<Value>(pick(3));
    MemOrder o = !c11 ? MemOrder::Plain : pick(2) ? MemOrder::Acquire : MemOrder::Relaxed;
    code.insert(code.begin() + at, {Load(3, loc, o), Assume(3, v)});
  }
  s.assumeIsAwait = true;
  return s;
}

/// Calls f(script, model) on `count` random await scripts drawn from `seed`:
/// the odd ones are C11 scripts, run under rc11, the even ones run under sc,
/// tso and pso. Stops at the first fatal failure (an ASSERT in f).
template <class F> void forAwaitScripts(uint32_t seed, int count, F &&f) {
  std::mt19937 rng(seed);
  for (int i = 0; i < count; ++i) {
    bool c11 = i % 2;
    Script s = awaitScript(rng, c11);
    for (const char *m :
         c11 ? std::vector<const char *>{"rc11"} : std::vector<const char *>{"sc", "tso", "pso"}) {
      f(s, m);
      if (::testing::Test::HasFatalFailure())
        return;
    }
  }
}

bool racy(const DriverResult &r) {
  for (const auto &e : r.errors)
    if (e.kind == ErrorKind::DataRace || e.kind == ErrorKind::HeterogeneousRace)
      return true;
  return false;
}

std::map<std::string, int> allRuns(const DriverResult &r) {
  auto k = counted(r.complete);
  for (const auto *v : {&r.blocked, &r.failed, &r.erroneous})
    for (const auto &[key, n] : counted(*v))
      k[key] += n;
  return k;
}

// Deferral only reorders the additions: with keepGoing (no pruning) every
// execution of every kind is explored exactly as often as when blocking at
// once, that is once (the brute-force comparison below checks the "once").
TEST(DeferredAwait, RandomScriptsExploreTheSameExecutions) {
  int deferredSomething = 0;
  forAwaitScripts(9105, 300, [&](const Script &s, const char *m) {
    DriverResult at = runExplorer(s, m, mode(false, false, true));
    DriverResult deferred = runExplorer(s, m, mode(true, false, true));
    ASSERT_FALSE(at.fatal || deferred.fatal) << m << "\n" << s.str();
    if (racy(at) || racy(deferred)) {
      // Which run a race is reported in depends on the order: compare all.
      EXPECT_EQ(racy(at), racy(deferred)) << m << "\n" << s.str();
      EXPECT_EQ(allRuns(deferred), allRuns(at)) << m << "\n" << s.str();
      return;
    }
    EXPECT_EQ(counted(deferred.complete), counted(at.complete)) << m << "\n" << s.str();
    EXPECT_EQ(counted(deferred.blocked), counted(at.blocked)) << m << "\n" << s.str();
    EXPECT_EQ(counted(deferred.failed), counted(at.failed)) << m << "\n" << s.str();
    EXPECT_EQ(counted(deferred.erroneous), counted(at.erroneous)) << m << "\n" << s.str();
    EXPECT_EQ(deferred.stats.complete, at.stats.complete) << m << "\n" << s.str();
    EXPECT_EQ(deferred.stats.blocked, at.stats.blocked) << m << "\n" << s.str();
    EXPECT_EQ(deferred.stats.erroneous, at.stats.erroneous) << m << "\n" << s.str();
    deferredSomething += deferred.stats.events < at.stats.events;
  });
  EXPECT_GT(deferredSomething, 50); // awaits were taken back in many of them
}

// The same scripts against the brute-force enumeration: each complete,
// blocked (or deadlocked) and failing execution exactly once.
TEST(DeferredAwait, RandomScriptsMatchBruteForce) {
  int failures = 0;
  forAwaitScripts(9106, 150, [&](const Script &s, const char *m) {
    EquivalenceReport rep = compareWithBruteForce(s, m, mode(true, false));
    if (!rep.ok && ++failures <= 3)
      ADD_FAILURE() << rep.details;
  });
  EXPECT_EQ(failures, 0);
}

// The default (deferral and pruning, stopping at the first error) against
// blocking at once without pruning: the same verdict, and when no error is
// found the same complete executions and never more blocked runs. (These
// scripts are too small for the drop itself: one await and at most three
// other instructions per thread. OvertakenAwaitPassesAfterTheWrite asserts
// it, and so do the lit tests' blocked counts.)
TEST(DeferredAwait, RandomScriptsKeepCompleteExecutionsAndVerdicts) {
  int errorFree = 0;
  forAwaitScripts(9107, 300, [&](const Script &s, const char *m) {
    DriverResult plain = runExplorer(s, m, mode(false, false));
    DriverResult dflt = runExplorer(s, m, ExplorerOptions{});
    ASSERT_FALSE(plain.fatal || dflt.fatal) << m << "\n" << s.str();
    EXPECT_EQ(dflt.errors.empty(), plain.errors.empty()) << m << "\n" << s.str();
    if (!plain.errors.empty())
      return;
    ++errorFree;
    EXPECT_EQ(counted(dflt.complete), counted(plain.complete)) << m << "\n" << s.str();
    // A stopped run stands for at least one blocked execution.
    EXPECT_LE(dflt.stats.blocked + dflt.stats.staleAwaits, plain.stats.blocked) << m << "\n"
                                                                                << s.str();
  });
  EXPECT_GT(errorFree, 50); // the comparison of complete executions ran often
}

} // namespace
} // namespace wmc::test
