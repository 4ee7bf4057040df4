// Reads of uninitialized memory (Explorer::checkMemoryUse): an error at the
// end of the run, dropped when the run races on the same location (the race
// is the cause); warnings for locations the environment says so, counted
// only in runs without a race.
#include "support/Script.h"

#include <gtest/gtest.h>

#include <set>

namespace wmc::test {
namespace {

ExplorerOptions keepGoing() {
  ExplorerOptions o;
  o.keepGoing = true;
  return o;
}

// T0 reads x; T1 writes x. Location 0 has no initial value.
Script readBeforeWrite() {
  Script s;
  s.name = "read before write";
  s.threads = {{Load(0, 0)}, {Store(0, 1)}};
  s.uninitialized = {0};
  return s;
}

TEST(Uninitialized, ReadOfUndefinedMemoryIsAnErrorUnderSc) {
  // SC has no races: the execution where T0 reads before T1's write is an
  // uninitialized read (2 executions: T0 reads INIT or T1's 1).
  DriverResult r = runExplorer(readBeforeWrite(), "sc", keepGoing());
  ASSERT_FALSE(r.fatal);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].kind, ErrorKind::UninitializedRead);
  EXPECT_EQ(r.errors[0].events.size(), 1u);
  EXPECT_EQ(r.stats.complete, 1u);
  EXPECT_EQ(r.stats.erroneous, 1u);
}

TEST(Uninitialized, ARaceOnTheLocationIsReportedInstead) {
  // Under RC11 the plain read and write race in both executions; the read
  // of the undefined initial value is explained by the race.
  DriverResult r = runExplorer(readBeforeWrite(), "rc11", keepGoing());
  ASSERT_FALSE(r.fatal);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].kind, ErrorKind::DataRace);
  EXPECT_EQ(r.stats.erroneous, 2u);
}

TEST(Uninitialized, ARaceElsewhereDoesNotHideIt) {
  // T0 reads y (undefined, never written) and writes x; T1 writes x: the
  // race on x does not explain the read of y.
  Script s;
  s.name = "race elsewhere";
  s.threads = {{Load(0, 1), Store(0, 1)}, {Store(0, 2)}};
  s.uninitialized = {1};
  DriverResult r = runExplorer(s, "rc11", keepGoing());
  ASSERT_FALSE(r.fatal);
  std::set<ErrorKind> kinds;
  for (const FoundError &e : r.errors)
    kinds.insert(e.kind);
  EXPECT_EQ(kinds, (std::set<ErrorKind>{ErrorKind::UninitializedRead, ErrorKind::DataRace}));
}

TEST(Uninitialized, WarningLocationsAreCountedNotErrors) {
  // Both threads read the undefined location; nothing writes it: one
  // execution, no error, a warning at each read's site, counted once.
  Script s;
  s.name = "warning";
  s.threads = {{Load(0, 0)}, {Load(0, 0)}};
  s.uninitialized = {0};
  s.uninitializedWarning = {0};
  DriverResult r = runExplorer(s, "rc11", keepGoing());
  ASSERT_FALSE(r.fatal);
  EXPECT_TRUE(r.errors.empty());
  EXPECT_EQ(r.stats.complete, 1u);
  ASSERT_EQ(r.stats.uninitWarnings.size(), 2u);
  for (const auto &w : r.stats.uninitWarnings) {
    EXPECT_EQ(w.executions, 1u);
    EXPECT_EQ(w.addr, locAddr(0));
  }
}

TEST(Uninitialized, RacyRunsCountNoWarning) {
  Script s = readBeforeWrite();
  s.uninitializedWarning = {0};
  DriverResult r = runExplorer(s, "rc11", keepGoing());
  ASSERT_FALSE(r.fatal);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].kind, ErrorKind::DataRace);
  EXPECT_TRUE(r.stats.uninitWarnings.empty());
}

} // namespace
} // namespace wmc::test
