// Repair of failures that RC11 shows only because of weak orders
// (repair/WeakOrders): the orders strengthened, checked against a brute
// force over every way of strengthening the script's atomic instructions.
#include "ScriptRepair.h"

#include <gtest/gtest.h>

namespace wmc::repair {
namespace {

using namespace wmc::test;
using K = ChangeKind;

bool clean(const Script &s) {
  ExplorerOptions opts;
  opts.keepGoing = true;
  return runExplorer(s, "rc11", opts).errors.empty();
}

/// The fewest instructions whose orders, strengthened (to release /
/// acquire / acq_rel, or to seq_cst), make `s` clean under RC11: every
/// assignment of the levels 0, 1, 2 to the atomic instructions that are not
/// seq_cst is tried.
size_t bruteForceMinimum(const Script &s) {
  std::vector<std::pair<size_t, size_t>> sites;
  for (size_t t = 0; t < s.threads.size(); ++t)
    for (size_t i = 0; i < s.threads[t].size(); ++i) {
      const Instr &in = s.threads[t][i];
      bool access = in.op == Op::Load || in.op == Op::Store || in.op == Op::FetchAdd ||
                    in.op == Op::Xchg || in.op == Op::Cas || in.op == Op::Fence;
      if (access && in.order != MemOrder::Plain && in.order != MemOrder::SeqCst)
        sites.push_back({t, i});
    }
  size_t best = SIZE_MAX, combos = 1;
  for (size_t k = 0; k < sites.size(); ++k)
    combos *= 3;
  for (size_t code = 0; code < combos; ++code) {
    Script v = s;
    size_t edits = 0;
    for (size_t k = 0, c = code; k < sites.size(); ++k, c /= 3) {
      Instr &in = v.threads[sites[k].first][sites[k].second];
      if (c % 3 == 0)
        continue;
      ++edits;
      bool load = in.op == Op::Load, store = in.op == Op::Store;
      in.order = c % 3 == 2 ? MemOrder::SeqCst
                 : load     ? MemOrder::Acquire
                 : store    ? MemOrder::Release
                            : MemOrder::AcqRel;
    }
    if (edits < best && clean(v))
      best = edits;
  }
  return best;
}

/// The repair's changes for a script that fails: they make it clean, and
/// they are as few as the brute force's, which is `minimum`.
std::vector<Change> checkedRepair(const Script &s, size_t minimum) {
  EXPECT_FALSE(clean(s));
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty()) << o.unrepairable.front();
  EXPECT_TRUE(clean(withChanges(s, o.changes)));
  EXPECT_EQ(bruteForceMinimum(s), minimum);
  EXPECT_EQ(editedInstructions(o.changes), minimum);
  return o.changes;
}

constexpr MemOrder Rlx = MemOrder::Relaxed, Rel = MemOrder::Release, Acq = MemOrder::Acquire;

TEST(RepairWeakOrders, RelaxedMessagePassingNeedsReleaseAndAcquire) {
  // data (0) and flag (1) relaxed atomics: no race, but the consumer can
  // see the flag and not the data. Release on the flag's store and acquire
  // on its load: two edits.
  Script s;
  s.threads = {{Store(0, 1, Rlx), Store(1, 1, Rlx)},
               {Load(0, 1, Rlx), IfEq(0, 1, 2), Load(1, 0, Rlx), Assert(1, 1)}};
  EXPECT_EQ(checkedRepair(s, 2),
            (std::vector<Change>{at(2, K::ReleaseStore, 1), at(101, K::AcquireLoad, 1)}));
}

TEST(RepairWeakOrders, AReleaseStoreAlreadyThereLeavesOneEdit) {
  Script s;
  s.threads = {{Store(0, 1, Rlx), Store(1, 1, Rel)},
               {Load(0, 1, Rlx), IfEq(0, 1, 2), Load(1, 0, Rlx), Assert(1, 1)}};
  EXPECT_EQ(checkedRepair(s, 1), (std::vector<Change>{at(101, K::AcquireLoad, 1)}));
}

/// Store buffering with release stores and acquire loads: T1 reads y and
/// passes what it saw on through z (y + 1); T2, having read x = 0, fails
/// when it sees z = 1 (T1 read y = 0): both loads read 0, which SC forbids.
/// No flag can order a store before the other thread's load: only seq_cst
/// on all four accesses of the cycle forbids it.
Script storeBuffering(MemOrder store0, MemOrder load0, MemOrder store1, MemOrder load1) {
  Script s;
  s.threads = {{Store(0, 1, store0), Load(0, 1, load0), AddImm(0, 1), StoreReg(2, 0, Rlx)},
               {Store(1, 1, store1), Load(0, 0, load1), IfEq(0, 0, 3), Load(1, 2, Rlx),
                IfEq(1, 1, 1), Assert(1, 99)}};
  return s;
}

TEST(RepairWeakOrders, StoreBufferingNeedsSeqCstOnTheFourAccesses) {
  EXPECT_EQ(checkedRepair(storeBuffering(Rel, Acq, Rel, Acq), 4),
            (std::vector<Change>{at(1, K::ReleaseStore, 2), at(2, K::AcquireLoad, 2),
                                 at(101, K::ReleaseStore, 2), at(102, K::AcquireLoad, 2)}));
}

TEST(RepairWeakOrders, StoreBufferingWithTwoSeqCstAccessesNeedsTheOtherTwo) {
  EXPECT_EQ(checkedRepair(storeBuffering(MemOrder::SeqCst, Acq, Rel, MemOrder::SeqCst), 2),
            (std::vector<Change>{at(2, K::AcquireLoad, 2), at(101, K::ReleaseStore, 2)}));
}

TEST(RepairWeakOrders, OneFenceServesTwoFailures) {
  // x (0) is published through two relaxed flags (1, 2), after a fence of
  // the wrong direction (acquire, line 2); two consumers assert it. Fixing
  // each failure on its own makes both flag stores release (four edits);
  // the fence made acq_rel serves both (three).
  Script s;
  s.threads = {{Store(0, 1, Rlx), Fence(Acq), Store(1, 1, Rlx), Store(2, 1, Rlx)},
               {Load(0, 1, Rlx), IfEq(0, 1, 2), Load(1, 0, Rlx), Assert(1, 1)},
               {Load(0, 2, Rlx), IfEq(0, 1, 2), Load(1, 0, Rlx), Assert(1, 1)}};
  EXPECT_EQ(checkedRepair(s, 3),
            (std::vector<Change>{at(2, K::ReleaseFence, 1), at(101, K::AcquireLoad, 1),
                                 at(201, K::AcquireLoad, 1)}));
}

TEST(RepairWeakOrders, AChainThroughAThirdThread) {
  // T0 writes x then a flag; T1 waits for it and sets a second flag; T2
  // sees the second flag and asserts x (ISA2 / WRC shape). The chain of
  // two hops needs release and acquire on both flags: four edits.
  Script s;
  s.threads = {{Store(0, 1, Rlx), Store(1, 1, Rlx)},
               {Load(0, 1, Rlx), Assume(0, 1), Store(2, 1, Rlx)},
               {Load(0, 2, Rlx), IfEq(0, 1, 2), Load(1, 0, Rlx), Assert(1, 1)}};
  EXPECT_EQ(checkedRepair(s, 4),
            (std::vector<Change>{at(2, K::ReleaseStore, 1), at(101, K::AcquireLoad, 1),
                                 at(103, K::ReleaseStore, 1), at(201, K::AcquireLoad, 1)}));
}

TEST(RepairWeakOrders, AFailureSequentialConsistencyShowsIsNotRepaired) {
  // The load may run before the store in SC too.
  Script s;
  s.threads = {{Store(0, 1, Rlx)}, {Load(0, 0, Rlx), Assert(0, 1)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.changes.empty());
  EXPECT_EQ(o.unrepairable,
            (std::vector<std::string>{"assertion-failure at t.c:102: the failing execution is "
                                      "sequentially consistent: no stronger order removes it"}));
}

TEST(RepairWeakOrders, OnlyTheFailingPrefixCounts) {
  // Threads 2 and 3 form a store-buffering pair that is not SC either and
  // that one edit would forbid (three of its accesses are seq_cst), but the
  // failing thread's reads do not depend on it: that edit would not remove
  // the failure. The repair makes the message passing synchronise.
  constexpr MemOrder Sc = MemOrder::SeqCst;
  Script s;
  s.threads = {{Store(0, 1, Rlx), Store(1, 1, Rlx)},
               {Load(0, 1, Rlx), IfEq(0, 1, 2), Load(1, 0, Rlx), Assert(1, 1)},
               {Store(2, 1, Sc), Load(0, 3, Sc)},
               {Store(3, 1, Sc), Load(0, 2, Rlx)}};
  Outcome o = repairOf(s, "rc11");
  EXPECT_TRUE(o.unrepairable.empty());
  EXPECT_EQ(o.changes,
            (std::vector<Change>{at(2, K::ReleaseStore, 1), at(101, K::AcquireLoad, 1)}));
}

} // namespace
} // namespace wmc::repair
