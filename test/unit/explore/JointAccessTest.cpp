// Loads and stores of up to 8 aligned bytes over several locations (a
// 64-bit load of two 32-bit halves) are one event per location but
// single-copy atomic: the explorer drops the executions in which their
// pieces tore (Model::jointTorn, Explorer::jointAccessEnd). Each script
// below is checked with the pieces joined and as separate accesses, which
// must show exactly the torn outcome more.
#include "support/Script.h"

#include <gtest/gtest.h>

#include <set>

namespace wmc::test {
namespace {

using Regs = std::pair<Value, Value>; // r0, r1 of the reading thread

std::set<Regs> outcomes(const DriverResult &r, size_t reader) {
  std::set<Regs> out;
  for (const ExecutionRecord &e : r.complete)
    out.insert({e.outcome[reader][0], e.outcome[reader][1]});
  return out;
}

struct Case {
  const char *model;
  bool joined;
  std::set<Regs> expected;
};

void check(const char *name, const std::vector<Instr> &writer, const std::vector<Instr> &reader,
           const std::vector<Case> &cases) {
  for (const Case &c : cases) {
    Script s;
    s.name = name;
    std::vector<Instr> w = writer, r = reader;
    if (!c.joined)
      for (auto *code : {&w, &r})
        for (Instr &in : *code)
          in.joint = false;
    s.threads = {w, r};
    DriverResult res = runExplorer(s, c.model);
    ASSERT_FALSE(res.fatal) << *res.fatal;
    EXPECT_EQ(outcomes(res, 1), c.expected)
        << name << " " << c.model << (c.joined ? " joined" : "");
    EXPECT_EQ(res.complete.size(), c.expected.size()) << name << " " << c.model;
  }
}

// x and y written one after the other; the reader loads (x, y) at once.
// Old x with new y is a torn read wherever the writes stay in order.
TEST(JointAccess, LoadOfTwoHalvesDoesNotTear) {
  std::set<Regs> all = {{0, 0}, {1, 0}, {0, 1}, {1, 1}}, whole = {{0, 0}, {1, 0}, {1, 1}};
  check("joint load", {Store(0, 1), Store(1, 1)}, {Load(0, 0), Joint(Load(1, 1))},
        {{"sc", true, whole},
         {"sc", false, all},
         {"tso", true, whole},
         {"pso", true, all}}); // the two stores may be seen in either order
  // Relaxed: nothing orders the stores for the reader.
  check("joint relaxed load", {Store(0, 1, MemOrder::Relaxed), Store(1, 1, MemOrder::Relaxed)},
        {Load(0, 0, MemOrder::Relaxed), Joint(Load(1, 1, MemOrder::Relaxed))},
        {{"rc11", true, all}});
  // Release/acquire: seeing y = 1 makes x = 1 happen before the load.
  check("joint acquire load", {Store(0, 1, MemOrder::Relaxed), Store(1, 1, MemOrder::Release)},
        {Load(0, 0, MemOrder::Acquire), Joint(Load(1, 1, MemOrder::Acquire))},
        {{"rc11", true, whole}, {"rc11", false, all}});
}

// The writer stores (x, y) = (1, 1) at once; the reader loads x, then y.
// New x with old y would see half of the store.
TEST(JointAccess, StoreOfTwoHalvesDoesNotTear) {
  std::set<Regs> all = {{0, 0}, {1, 0}, {0, 1}, {1, 1}}, whole = {{0, 0}, {0, 1}, {1, 1}};
  check("joint store", {Store(0, 1), Joint(Store(1, 1))}, {Load(0, 0), Load(1, 1)},
        {{"sc", true, whole},
         {"sc", false, {{0, 0}, {1, 0}, {0, 1}, {1, 1}}},
         {"tso", true, whole},
         {"pso", true, whole}, // one store: its halves cannot be reordered
         {"pso", false, all}});
  check("joint sc store", {Store(0, 1, MemOrder::SeqCst), Joint(Store(1, 1, MemOrder::SeqCst))},
        {Load(0, 0, MemOrder::SeqCst), Load(1, 1, MemOrder::SeqCst)},
        {{"rc11", true, whole}, {"rc11", false, all}});
}

// Both sides joined, with the reader as the first thread: the writer's
// pieces revisit its loads, and a revisit from the first piece of the
// store keeps that piece only (the run adds the second). The load sees
// all of the store or none of it, in every model, relaxed too.
TEST(JointAccess, JointLoadOfAJointStore) {
  std::set<Regs> whole = {{0, 0}, {1, 1}};
  for (const char *m : {"sc", "tso", "pso", "rc11"}) {
    Script s;
    s.name = "joint load, joint store";
    s.threads = {{Load(0, 0, MemOrder::Relaxed), Joint(Load(1, 1, MemOrder::Relaxed))},
                 {Store(0, 1, MemOrder::Relaxed), Joint(Store(1, 1, MemOrder::Relaxed))}};
    for (bool keepGoing : {false, true}) {
      ExplorerOptions opts;
      opts.keepGoing = keepGoing;
      DriverResult r = runExplorer(s, m, opts);
      ASSERT_FALSE(r.fatal) << *r.fatal;
      EXPECT_EQ(outcomes(r, 0), whole) << m;
      EXPECT_EQ(r.complete.size(), 2u) << m;
      EXPECT_TRUE(r.errors.empty()) << m;
    }
  }
}

// Two joint stores of (1, 1) and (2, 2) and a joint load: the load sees
// one of them whole or neither (the stores in either order: 2 x 3).
TEST(JointAccess, TwoJointStoresDoNotInterleave) {
  std::set<Regs> whole = {{0, 0}, {1, 1}, {2, 2}};
  for (const char *m : {"sc", "tso", "pso", "rc11"}) {
    Script s;
    s.name = "two joint stores";
    s.threads = {{Load(0, 0, MemOrder::Relaxed), Joint(Load(1, 1, MemOrder::Relaxed))},
                 {Store(0, 1, MemOrder::Relaxed), Joint(Store(1, 1, MemOrder::Relaxed))},
                 {Store(0, 2, MemOrder::Relaxed), Joint(Store(1, 2, MemOrder::Relaxed))}};
    DriverResult r = runExplorer(s, m);
    ASSERT_FALSE(r.fatal) << *r.fatal;
    EXPECT_EQ(outcomes(r, 0), whole) << m;
    EXPECT_EQ(r.complete.size(), 6u) << m;
    std::set<std::pair<Value, Value>> finals; // the last store wins both halves
    for (const ExecutionRecord &e : r.complete)
      finals.insert({e.memory.at(0), e.memory.at(1)});
    EXPECT_EQ(finals, (std::set<std::pair<Value, Value>>{{1, 1}, {2, 2}})) << m;
  }
}

// A joint load that reads one piece from its own buffered store and the
// other from memory waits for the store (x86 forwards only a load contained
// in one store): T0: x = 1; load (x, y).  T1: y = 1; fence; r = x. The SB
// outcome (T0 sees y = 0, T1 sees x = 0) needs the load before T0's store
// reaches memory: allowed for two separate loads, not for the joint load.
// A joint load of exactly its own joint store is forwarded as a whole: T0:
// (x, y) = (1, 1); load (x, y); r = z.  T1: z = 1; fence; r = x: the SB
// outcome (z = 0, x = 0) stays.
TEST(JointAccess, PartialForwardingWaitsForTheStore) {
  const MemOrder sc = MemOrder::SeqCst;
  for (const char *m : {"tso", "pso"}) {
    for (bool joined : {true, false}) {
      Script s;
      s.name = "partial forwarding";
      s.threads = {{Store(0, 1), Load(0, 0), Load(1, 1)}, {Store(1, 1), Fence(sc), Load(0, 0)}};
      s.threads[0][2].joint = joined;
      DriverResult r = runExplorer(s, m);
      ASSERT_FALSE(r.fatal) << *r.fatal;
      size_t sb = 0;
      for (const ExecutionRecord &e : r.complete)
        sb += e.outcome[0][0] == 1 && e.outcome[0][1] == 0 && e.outcome[1][0] == 0;
      EXPECT_EQ(sb, joined ? 0u : 1u) << m << (joined ? " joined" : "");
    }
    Script s;
    s.name = "whole forwarding";
    s.threads = {{Store(0, 1), Joint(Store(1, 1)), Load(0, 0), Joint(Load(1, 1)), Load(2, 2)},
                 {Store(2, 1), Fence(sc), Load(0, 0)}};
    DriverResult r = runExplorer(s, m);
    ASSERT_FALSE(r.fatal) << *r.fatal;
    size_t sb = 0;
    for (const ExecutionRecord &e : r.complete)
      sb += e.outcome[0][0] == 1 && e.outcome[0][1] == 1 && e.outcome[0][2] == 0 &&
            e.outcome[1][0] == 0;
    EXPECT_EQ(sb, 1u) << m;
    // A load of part of a larger own store is forwarded too: a 4-piece store,
    // then a 2-piece load of its first half.
    s.name = "forwarding from a larger store";
    s.threads = {{Store(0, 1), Joint(Store(1, 1)), Joint(Store(3, 1)), Joint(Store(4, 1)),
                  Load(0, 0), Joint(Load(1, 1)), Load(2, 2)},
                 {Store(2, 1), Fence(sc), Load(0, 0)}};
    r = runExplorer(s, m);
    ASSERT_FALSE(r.fatal) << *r.fatal;
    sb = 0;
    for (const ExecutionRecord &e : r.complete)
      sb += e.outcome[0][0] == 1 && e.outcome[0][1] == 1 && e.outcome[0][2] == 0 &&
            e.outcome[1][0] == 0;
    EXPECT_EQ(sb, 1u) << m << " larger store";
  }
}

// RC11 races with a joint access are judged with the access as one event
// (Rc11Model::checkAccess). An acquire that reads the first piece of a
// release joint store synchronises with the whole store, so a plain load
// of its second location after it is no race and sees the store.
TEST(JointAccess, AcquireOfOnePieceOrdersTheWholeStore) {
  Script s;
  s.name = "acquire of a piece";
  s.threads = {{Store(0, 1, MemOrder::Release), Joint(Store(1, 1, MemOrder::Release))},
               {Load(0, 0, MemOrder::Acquire), Assume(0, 1), Load(1, 1)}};
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, "rc11", opts);
  ASSERT_FALSE(r.fatal) << *r.fatal;
  EXPECT_TRUE(r.errors.empty()) << r.errors.front().message;
  EXPECT_EQ(outcomes(r, 1), (std::set<Regs>{{1, 1}}));
  EXPECT_EQ(r.blocked.size(), 1u); // x read 0: the assumption fails
}

// A joint acquire load synchronises through each of its pieces: a plain
// store of x before a release store of y happens before the whole load
// when its y piece reads that store. The race of its x piece with the
// plain store is real only in the executions where y reads 0 (x 0 or 1).
TEST(JointAccess, JointAcquireSynchronisesThroughEveryPiece) {
  Script s;
  s.name = "joint acquire load";
  s.threads = {{Store(0, 1), Store(1, 1, MemOrder::Release)},
               {Load(0, 0, MemOrder::Acquire), Joint(Load(1, 1, MemOrder::Acquire))}};
  ExplorerOptions opts;
  opts.keepGoing = true;
  DriverResult r = runExplorer(s, "rc11", opts);
  ASSERT_FALSE(r.fatal) << *r.fatal;
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].kind, ErrorKind::DataRace);
  EXPECT_EQ(r.errors[0].count, 2u);
  EXPECT_EQ(r.stats.erroneous, 2u);
  EXPECT_EQ(r.complete.size(), 1u); // y and x both read 1
}

} // namespace
} // namespace wmc::test
