// The test harness and the explorer's run protocol: the script interpreter,
// the driver loop, the canonical text of executions, thread naming, blocked
// and erroneous runs, and the statistics.
#include "support/BruteForce.h"
#include "support/Canonical.h"
#include "support/Litmus.h"
#include "support/Script.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

Script script(std::vector<std::vector<Instr>> threads) {
  Script s;
  s.threads = std::move(threads);
  return s;
}

TEST(ThreadInterp, RunsLocalInstructionsAndReportsVisibleOnes) {
  std::vector<Instr> code = {Load(0, 0), IfEq(0, 1, 2), Store(1, 7), AddImm(0, 5),
                             StoreReg(0, 0, MemOrder::Release), Cas(2, 1, 3, 4)};
  ThreadInterp in(&code);
  EXPECT_EQ(in.next().kind, Action::Start);
  in.complete(0);
  Action a = in.next();
  EXPECT_EQ(a.kind, Action::Load);
  EXPECT_EQ(a.addr, locAddr(0));
  in.complete(1); // r0 = 1: the IfEq does not skip
  a = in.next();
  EXPECT_EQ(a.kind, Action::Store);
  EXPECT_EQ(a.addr, locAddr(1));
  EXPECT_EQ(a.value, 7u);
  in.complete(0);
  a = in.next(); // r0 += 5, then store [0] r0
  EXPECT_EQ(a.kind, Action::Store);
  EXPECT_EQ(a.value, 6u);
  EXPECT_EQ(a.order, MemOrder::Release);
  in.complete(0);
  a = in.next();
  EXPECT_EQ(a.kind, Action::Cas);
  EXPECT_EQ(a.expected, 3u);
  EXPECT_EQ(a.value, 4u);
  EXPECT_EQ(a.order, MemOrder::SeqCst);
  in.complete(9);
  EXPECT_EQ(in.regs()[2], 9u);
  EXPECT_EQ(in.next().kind, Action::End);
  in.complete(0);
  EXPECT_TRUE(in.done());
  EXPECT_EQ(in.next().kind, Action::Done);
}

TEST(ThreadInterp, IfEqSkipsAndAssumeAssertStop) {
  std::vector<Instr> code = {Load(1, 0), IfEq(1, 1, 1), Store(0, 1), Assume(1, 0), Assert(1, 5)};
  ThreadInterp in(&code);
  in.complete(0); // start
  in.next();
  in.complete(0); // r1 = 0: skip the store
  Action a = in.next();
  EXPECT_EQ(a.kind, Action::Fail); // assume passes, assert fails
  EXPECT_TRUE(in.failed());
  ThreadInterp in2(&code);
  in2.complete(0);
  in2.next();
  in2.complete(1); // r1 = 1: store, then the assume blocks
  EXPECT_EQ(in2.next().kind, Action::Store);
  in2.complete(0);
  EXPECT_EQ(in2.next().kind, Action::Block);
  EXPECT_TRUE(in2.blocked());
  EXPECT_EQ(in2.next().kind, Action::Block);
}

TEST(Driver, SingleThreadCanonicalText) {
  Script s = script({{Store(0, 1), Load(0, 0), FetchAdd(1, 0, 2), Fence()}});
  DriverResult r = runExplorer(s, "sc");
  ASSERT_FALSE(r.fatal) << *r.fatal;
  ASSERT_EQ(r.complete.size(), 1u);
  EXPECT_EQ(r.stats.complete, 1u);
  EXPECT_EQ(r.stats.runs, 1u);
  EXPECT_EQ(r.complete[0].key,
            "T0: S(INIT) C(T0.1) J(T0.1:6)=0 E=0\n"
            "T0.1: S(T0:1) W0x10=1 R0x10=1<T0.1:1> Ra0x10=1<T0.1:1> Wa0x10=3 F.sc E=0\n"
            "co 0x10: T0.1:1 T0.1:4\n"
            "regs T0.1[1,1,0,0] ");
  EXPECT_EQ(r.complete[0].memory.at(0), 3u);
  // Brute force builds the identical text.
  BruteForceResult bf = bruteForce(s, RefModel::SC);
  EXPECT_EQ(bf.complete, std::set<std::string>{r.complete[0].key});
}

TEST(Driver, ThreadNamesFollowTheSpawnPath) {
  Script s = script({{Store(0, 1)}, {Store(1, 1)}, {Store(0, 2)}});
  DriverResult r = runExplorer(s, "sc");
  ASSERT_FALSE(r.complete.empty());
  const std::string &k = r.complete[0].key;
  EXPECT_NE(k.find("T0: S(INIT) C(T0.1) C(T0.2) C(T0.3) J("), std::string::npos) << k;
  EXPECT_NE(k.find("T0.3: S(T0:3)"), std::string::npos) << k;
}

TEST(Driver, AssumeBlocksTheRun) {
  // T1: x=1 || T2: r=x; assume r == 1
  Script s = script({{Store(0, 1)}, {Load(0, 0), Assume(0, 1)}});
  for (const char *m : {"sc", "tso", "pso"}) {
    DriverResult r = runExplorer(s, m);
    EXPECT_EQ(r.stats.complete, 1u) << m;
    EXPECT_EQ(r.stats.blocked, 1u) << m;
    EXPECT_EQ(r.stats.erroneous, 0u) << m;
    ASSERT_EQ(r.blocked.size(), 1u);
    EXPECT_EQ(r.blocked[0].outcome[1][0], 0u); // the run where r read INIT
    EXPECT_TRUE(r.errors.empty());
  }
}

TEST(Driver, StatsAddUp) {
  ExplorerOptions opts;
  opts.keepGoing = true;
  for (const auto &t : litmus::all()) {
    DriverResult r = runExplorer(t.make(), "pso", opts);
    const ExplorationStats &s = r.stats;
    EXPECT_EQ(s.runs, s.complete + s.blocked + s.erroneous + s.moot) << t.name;
    EXPECT_GE(s.events, s.complete) << t.name;
  }
}

TEST(Driver, MaxExecutionsStopsEarly) {
  ExplorerOptions opts;
  opts.maxExecutions = 2;
  DriverResult r = runExplorer(litmus::IRIW(), "sc", opts);
  EXPECT_FALSE(r.fatal);
  EXPECT_EQ(r.stats.runs, 2u);
  EXPECT_LE(r.stats.complete, 2u);
}

TEST(Driver, FirstErrorStopsTheExploration) {
  // Every execution fails: the exploration stops after the first one.
  Script s = script({{Load(0, 0), Assert(0, 7)}, {Store(0, 1)}});
  DriverResult r = runExplorer(s, "sc");
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].kind, ErrorKind::AssertionFailure);
  EXPECT_EQ(r.stats.erroneous, 1u);
  EXPECT_EQ(r.stats.runs, 1u);
  EXPECT_NE(r.errors[0].site, nullptr);
  EXPECT_GT(r.errors[0].witness.size(), 0u);
}

// keepGoing = "explore everything, collecting errors": the executions in
// which another thread's write comes first must still be explored after an
// execution that failed. T1: r = x; assert r == 1 || T2: x = 1 has one
// failing execution (r reads INIT) and one complete one (r reads 1).
TEST(Driver, KeepGoingExploresExecutionsAfterAnError) {
  Script s = script({{Load(0, 0), Assert(0, 1)}, {Store(0, 1)}});
  ExplorerOptions opts;
  opts.keepGoing = true;
  for (const char *m : {"sc", "tso", "pso"}) {
    DriverResult r = runExplorer(s, m, opts);
    EXPECT_EQ(r.stats.erroneous, 1u) << m;
    EXPECT_EQ(r.stats.complete, 1u) << m;
    ASSERT_EQ(r.errors.size(), 1u) << m;
    EXPECT_EQ(r.errors[0].kind, ErrorKind::AssertionFailure);
  }
}

TEST(Driver, DeadlockOnAMutexIsAnError) {
  // T1 takes the mutex and never releases it; T2 waits for it.
  Script s = script({{Lock(0)}, {Lock(0)}});
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, "sc", opts);
  EXPECT_FALSE(r.fatal);
  EXPECT_EQ(r.stats.complete, 0u);
  ASSERT_FALSE(r.errors.empty());
  EXPECT_EQ(r.errors[0].kind, ErrorKind::Deadlock);
  EXPECT_EQ(r.stats.erroneous, 2u); // either thread may take the mutex
}

// Explorer::syncOp on a semaphore: a wait that finds no unit blocks the
// thread for the run, and the post's write revisits it.
TEST(Driver, SemaphoreWaitIsRevisitedByThePost) {
  Script s = script({{SemWait(0), Load(0, 0)}, {Store(0, 1), SemPost(0)}});
  for (const char *m : {"sc", "tso", "pso", "rc11"}) {
    DriverResult r = runExplorer(s, m);
    EXPECT_FALSE(r.fatal) << m;
    EXPECT_TRUE(r.errors.empty()) << m; // no race under RC11: post -> wait synchronise
    ASSERT_EQ(r.complete.size(), 1u) << m;
    EXPECT_EQ(r.complete[0].outcome[0][0], 1u) << m; // the wait's thread sees the store
    EXPECT_EQ(r.stats.blocked, 1u) << m; // the wait read the initial 0 units first
  }
}

TEST(Driver, AWaitNoPostCanSatisfyIsADeadlockNamingTheWait) {
  Script s = script({{SemWait(0)}, {SemPost(0)}, {SemWait(0)}});
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, "sc", opts);
  EXPECT_EQ(r.stats.complete, 0u);
  // Either waiter takes the only unit; the other waits for ever (two
  // deadlocks: they name different threads).
  EXPECT_EQ(r.stats.erroneous, 2u);
  ASSERT_EQ(r.errors.size(), 2u);
  for (const FoundError &e : r.errors) {
    EXPECT_EQ(e.kind, ErrorKind::Deadlock);
    // Every blocked thread is listed; the waiter with the read that could
    // not proceed, main with the thread it joins.
    size_t waiters = 0, joiners = 0;
    for (const StuckThread &st : e.stuck) {
      if (st.why == StuckThread::Why::Join) {
        ++joiners;
        continue;
      }
      ASSERT_EQ(st.why, StuckThread::Why::Object);
      ++waiters;
      ASSERT_TRUE(e.witness.contains(st.event));
      EXPECT_EQ(e.witness[st.event].syncOp, SyncOp::SemWait);
      EXPECT_EQ(e.witness[st.event].addr, semAddr(0));
      EXPECT_EQ(st.thread, st.event.thread);
    }
    EXPECT_EQ(waiters, 1u);
    EXPECT_EQ(joiners, 1u);
  }
}

TEST(Driver, UnknownModel) {
  DriverResult r = runExplorer(litmus::SB(), "no-such-model");
  ASSERT_TRUE(r.fatal);
}

} // namespace
} // namespace wmc::test
