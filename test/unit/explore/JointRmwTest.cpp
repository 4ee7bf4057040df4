// An atomic RMW or compare-exchange over several locations (a 64-bit
// fetch_add of two 32-bit halves) is one joint load of its pieces followed
// by one joint store of their writes, each piece's write right after the
// source of its read in coherence (Explorer::rmwStore, runtime/abi.cpp
// rmwPieces). No other write to one of the locations comes between, and no
// reader sees half of it.
#include "support/Script.h"

#include <gtest/gtest.h>

#include <set>

namespace wmc::test {
namespace {

using Pair = std::pair<Value, Value>;

std::set<Pair> finals(const DriverResult &r) {
  std::set<Pair> out;
  for (const ExecutionRecord &e : r.complete)
    out.insert({e.memory.at(0), e.memory.at(1)});
  return out;
}

std::set<Pair> regs(const DriverResult &r, size_t thread) {
  std::set<Pair> out;
  for (const ExecutionRecord &e : r.complete)
    out.insert({e.outcome[thread][0], e.outcome[thread][1]});
  return out;
}

const char *const kModels[] = {"sc", "tso", "pso", "rc11"};

DriverResult explore(const Script &s, const char *model) {
  DriverResult r = runExplorer(s, model);
  EXPECT_FALSE(r.fatal) << (r.fatal ? *r.fatal : "");
  EXPECT_TRUE(r.errors.empty()) << s.name << " " << model;
  return r;
}

// fetch_add(1) on both halves; the reader loads the low half, then the
// high one (seq_cst). New low with old high would see half of the RMW;
// as two separate RMWs it is possible.
TEST(JointRmw, ReadersDoNotSeeHalfAnRmw) {
  for (const char *m : kModels) {
    for (bool joined : {true, false}) {
      Script s;
      s.name = "joint fetch_add, reader";
      s.threads = {{FetchAdd(0, 0, 1), FetchAdd(1, 1, 1)},
                   {Load(0, 0, MemOrder::SeqCst), Load(1, 1, MemOrder::SeqCst)}};
      s.threads[0][1].joint = joined;
      DriverResult r = explore(s, m);
      std::set<Pair> expected = {{0, 0}, {0, 1}, {1, 1}};
      if (!joined)
        expected.insert({1, 0});
      EXPECT_EQ(regs(r, 1), expected) << m << (joined ? " joined" : "");
      EXPECT_EQ(r.complete.size(), expected.size()) << m;
      EXPECT_EQ(finals(r), (std::set<Pair>{{1, 1}})) << m;
    }
  }
}

// Two joint fetch_adds never lose an update; a joint store comes before
// or after the RMW on both halves, never between.
TEST(JointRmw, IsAtomicAgainstOtherWrites) {
  for (const char *m : kModels) {
    Script s;
    s.name = "two joint fetch_adds";
    s.threads = {{FetchAdd(0, 0, 1), Joint(FetchAdd(1, 1, 1))},
                 {FetchAdd(0, 0, 1), Joint(FetchAdd(1, 1, 1))}};
    DriverResult r = explore(s, m);
    EXPECT_EQ(r.complete.size(), 2u) << m;
    EXPECT_EQ(finals(r), (std::set<Pair>{{2, 2}})) << m;
    EXPECT_EQ(regs(r, 0), (std::set<Pair>{{0, 0}, {1, 1}})) << m;

    s.name = "joint fetch_add, joint store";
    s.threads = {{FetchAdd(0, 0, 1), Joint(FetchAdd(1, 1, 1))},
                 {Store(0, 5, MemOrder::Relaxed), Joint(Store(1, 5, MemOrder::Relaxed))}};
    r = explore(s, m);
    EXPECT_EQ(r.complete.size(), 2u) << m;
    EXPECT_EQ(finals(r), (std::set<Pair>{{5, 5}, {6, 6}})) << m;
    EXPECT_EQ(regs(r, 0), (std::set<Pair>{{0, 0}, {5, 5}})) << m;

    s.name = "joint fetch_add, store of one half";
    s.threads = {{FetchAdd(0, 0, 1), Joint(FetchAdd(1, 1, 1))}, {Store(1, 5, MemOrder::Relaxed)}};
    r = explore(s, m);
    EXPECT_EQ(r.complete.size(), 2u) << m;
    EXPECT_EQ(finals(r), (std::set<Pair>{{1, 5}, {1, 6}})) << m;
    EXPECT_EQ(regs(r, 0), (std::set<Pair>{{0, 0}, {0, 5}})) << m;
  }
}

// A joint compare-exchange succeeds only if every piece holds the
// expected value, and then writes every piece; of two racing ones exactly
// one succeeds.
TEST(JointRmw, CompareExchangeSucceedsOnlyWhole) {
  for (const char *m : kModels) {
    Script s;
    s.name = "joint cas, store of one half";
    s.threads = {{Cas(0, 0, 0, 1), Joint(Cas(1, 1, 0, 1))}, {Store(1, 7, MemOrder::SeqCst)}};
    DriverResult r = explore(s, m);
    EXPECT_EQ(r.complete.size(), 2u) << m;
    EXPECT_EQ(finals(r), (std::set<Pair>{{1, 7}, {0, 7}})) << m; // store after, or CAS failed
    EXPECT_EQ(regs(r, 0), (std::set<Pair>{{0, 0}, {0, 7}})) << m;

    s.name = "two joint cas";
    s.threads = {{Cas(0, 0, 0, 1), Joint(Cas(1, 1, 0, 1))},
                 {Cas(0, 0, 0, 2), Joint(Cas(1, 1, 0, 2))}};
    r = explore(s, m);
    EXPECT_EQ(r.complete.size(), 2u) << m;
    EXPECT_EQ(finals(r), (std::set<Pair>{{1, 1}, {2, 2}})) << m;
    EXPECT_EQ(regs(r, 0), (std::set<Pair>{{0, 0}, {2, 2}})) << m;
  }
}

} // namespace
} // namespace wmc::test
