// The SC-robustness monitor (checker/robustness) against exhaustive TSO/PSO
// exploration on the programs of shared/reference/EXPECTED.md section B and
// the litmus tests: the monitor fires iff the weak exploration has an
// execution that SC does not (more consistent graphs than SC: every SC graph
// is also a TSO/PSO graph, and each graph is explored once).
#include "robustness/RobustnessModel.h"
#include "support/Litmus.h"
#include "support/Script.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

using namespace litmus;

/// IL(a) of the paper: an interlocked operation (locked RMW) on location a.
/// Relaxed, so that under PSO it orders only a's buffer.
Instr IL(int loc) { return FetchAdd(3, loc, 0, MemOrder::Relaxed); }
constexpr int F = Z;

Script named(std::string name, std::vector<std::vector<Instr>> threads) {
  Script s;
  s.name = std::move(name);
  s.threads = std::move(threads);
  return s;
}

struct Case {
  const char *name;
  Script (*make)();
  bool tsoRobust, psoRobust; // EXPECTED.md B: "fires" = not robust
};

const Case kCases[] = {
    // EXPECTED.md section B, in its order.
    {"SB", SB, false, false},
    {"SB+IL(f)",
     [] {
       return named("SB+IL(f)",
                    {{Store(X, 1), IL(F), Load(0, Y)}, {Store(Y, 1), IL(F), Load(1, X)}});
     },
     true, false},
    {"SB+IL(own)",
     [] {
       return named("SB+IL(own)",
                    {{Store(X, 1), IL(X), Load(0, Y)}, {Store(Y, 1), IL(Y), Load(1, X)}});
     },
     true, true},
    {"MP", MP, true, false},
    {"MP+IL(x)",
     [] {
       return named("MP+IL(x)", {{Store(X, 1), IL(X), Store(Y, 1)}, {Load(0, Y), Load(1, X)}});
     },
     true, true},
    {"2+2W", TwoPlusTwoW, true, false},
    {"S", [] { return named("S", {{Store(X, 2), Store(Y, 1)}, {Load(0, Y), Store(X, 1)}}); }, true,
     false},
    {"R", [] { return named("R", {{Store(X, 1), Store(Y, 1)}, {Store(Y, 2), Load(0, X)}}); }, false,
     false},
    {"LB", LB, true, true},
    // The other litmus tests of the unit tests.
    {"SB+fences", SBFenced, true, true},
    {"ROWE", ROWE, true, true},
    {"Peterson idiom", Peterson, false, false},
    {"IRIW", IRIW, true, true},
    {"lock counter", LockCounter, true, true},
    {"fetch_add counter", FaaCounter, true, true},
    {"MP with assertion", MPAssert, true, false},
};

uint64_t executions(const DriverResult &r) {
  return r.stats.complete + r.stats.blocked + r.stats.erroneous;
}

/// Exhaustive verdict: does `weak` have a graph that SC does not?
bool exhaustiveRobust(const Script &s, const char *weak) {
  ExplorerOptions keepGoing;
  keepGoing.keepGoing = true;
  DriverResult sc = runExplorer(s, "sc", keepGoing);
  DriverResult w = runExplorer(s, weak, keepGoing);
  EXPECT_FALSE(sc.fatal || w.fatal);
  EXPECT_LE(executions(sc), executions(w));
  return executions(w) == executions(sc);
}

DriverResult monitor(const Script &s, const char *weak, bool keepGoing = false) {
  ExplorerOptions o;
  o.keepGoing = keepGoing;
  DriverResult r = runExplorer(s, createRobustnessModel(weak), o);
  EXPECT_FALSE(r.fatal) << r.fatal.value_or("");
  return r;
}

bool fired(const DriverResult &r) {
  for (const FoundError &e : r.errors)
    if (e.kind == ErrorKind::NotRobust)
      return true;
  return false;
}

class Agreement : public ::testing::TestWithParam<Case> {};

TEST_P(Agreement, MonitorVerdictIsTheExhaustiveOne) {
  const Case &c = GetParam();
  Script s = c.make();
  for (const char *weak : {"tso", "pso"}) {
    SCOPED_TRACE(weak);
    bool expected = std::string(weak) == "tso" ? c.tsoRobust : c.psoRobust;
    EXPECT_EQ(exhaustiveRobust(s, weak), expected);
    EXPECT_EQ(!fired(monitor(s, weak)), expected);
    EXPECT_EQ(!fired(monitor(s, weak, true)), expected);
  }
}

TEST_P(Agreement, MonitorExploresTheScExecutionsOnly) {
  const Case &c = GetParam();
  Script s = c.make();
  ExplorerOptions keepGoing;
  keepGoing.keepGoing = true;
  DriverResult sc = runExplorer(s, "sc", keepGoing);
  for (const char *weak : {"tso", "pso"}) {
    SCOPED_TRACE(weak);
    DriverResult m = monitor(s, weak, true);
    // A run in which the monitor fired counts as erroneous.
    EXPECT_EQ(executions(m), executions(sc));
    EXPECT_EQ(m.stats.blocked, sc.stats.blocked);
  }
}

INSTANTIATE_TEST_SUITE_P(ExpectedB, Agreement, ::testing::ValuesIn(kCases), [](const auto &info) {
  std::string n;
  for (char ch : std::string(info.param.name))
    n += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return n;
});

const Instr *site(const FoundError &e, size_t i) {
  return static_cast<const Instr *>(e.witness[e.events[i]].site);
}

// SB under TSO: a store is delayed past the load after it, in one thread.
TEST(RobustnessWitness, SbNamesTheDelayedStoreAndTheOvertakingLoad) {
  Script s = SB();
  DriverResult r = monitor(s, "tso");
  ASSERT_EQ(r.errors.size(), 1u);
  const FoundError &e = r.errors[0];
  EXPECT_EQ(e.kind, ErrorKind::NotRobust);
  ASSERT_GE(e.events.size(), 2u);
  EXPECT_EQ(e.events[0].thread, e.events[1].thread);
  const Instr *store = site(e, 0), *load = site(e, 1);
  bool t1 = store == &s.threads[0][0] && load == &s.threads[0][1];
  bool t2 = store == &s.threads[1][0] && load == &s.threads[1][1];
  EXPECT_TRUE(t1 || t2) << e.message;
  EXPECT_NE(e.message.find("can wait in its store buffer while the later load"), std::string::npos)
      << e.message;
}

// MP under PSO: the data store waits while the flag store goes first.
TEST(RobustnessWitness, MpUnderPsoNamesTheStoreStorePair) {
  Script s = MP();
  DriverResult r = monitor(s, "pso");
  ASSERT_EQ(r.errors.size(), 1u);
  const FoundError &e = r.errors[0];
  ASSERT_GE(e.events.size(), 2u);
  EXPECT_EQ(site(e, 0), &s.threads[0][0]) << e.message;
  EXPECT_EQ(site(e, 1), &s.threads[0][1]) << e.message;
  EXPECT_NE(e.message.find("while the later store (second)"), std::string::npos) << e.message;
}

// SB has one non-SC graph (both stores delayed): with --keep-going it is
// reported once, from the SC execution that reaches it.
TEST(RobustnessWitness, KeepGoingReportsSbOnce) {
  Script s = SB();
  ExplorerOptions o;
  o.keepGoing = true;
  DriverResult r = runExplorer(s, createRobustnessModel("tso"), o);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].count, 1u);
  EXPECT_EQ(r.stats.complete + r.stats.erroneous, 3u); // the 3 SC executions
}

TEST(RobustnessModelFactory, OnlyTsoAndPso) {
  EXPECT_NE(createRobustnessModel("tso"), nullptr);
  EXPECT_NE(createRobustnessModel("pso"), nullptr);
  EXPECT_EQ(createRobustnessModel("sc"), nullptr);
  EXPECT_EQ(createRobustnessModel("rc11"), nullptr);
  EXPECT_EQ(createRobustnessModel("tso")->name(), "tso-robustness");
}

} // namespace
} // namespace wmc::test
