// The persistent thread map behind views (ThreadCounts) and the scheduler's
// ready queue: exact values against a dense reference, sharing (copies do
// not see later changes), and views that ignore their own thread's entry.
#include "explore/ReadyQueue.h"
#include "graph/ThreadCounts.h"
#include "graph/View.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

namespace wmc {
namespace {

TEST(ThreadCounts, RaiseGetAcrossHeights) {
  ThreadCounts c;
  EXPECT_TRUE(c.empty());
  EXPECT_EQ(c.get(0), 0u);
  EXPECT_EQ(c.get(70000), 0u);
  EXPECT_TRUE(c.raise(3, 2));
  EXPECT_FALSE(c.raise(3, 1)); // never lowers
  EXPECT_FALSE(c.raise(9, 0));
  EXPECT_TRUE(c.raise(70000, 5)); // the trie grows to four levels above the leaf
  EXPECT_TRUE(c.raise(4095, 7));
  EXPECT_EQ(c.get(3), 2u);
  EXPECT_EQ(c.get(70000), 5u);
  EXPECT_EQ(c.get(4095), 7u);
  EXPECT_EQ(c.get(4094), 0u);
  EXPECT_EQ(c.get(69999), 0u);
  EXPECT_EQ(c.get(1u << 31), 0u);
}

TEST(ThreadCounts, CopiesShareAndStayUnchanged) {
  ThreadCounts a;
  a.raise(1, 1);
  ThreadCounts b = a;
  b.raise(1, 4);
  b.raise(300, 2);
  EXPECT_EQ(a.get(1), 1u);
  EXPECT_EQ(a.get(300), 0u);
  EXPECT_EQ(b.get(1), 4u);
  EXPECT_EQ(b.get(300), 2u);
}

TEST(ThreadCounts, JoinIsPointwiseMax) {
  ThreadCounts a, b;
  a.raise(2, 5);
  a.raise(17, 1);
  b.raise(2, 3);
  b.raise(17, 4);
  b.raise(5000, 9);
  b.raise(7, 8);
  EXPECT_TRUE(a.joinFrom(b));
  EXPECT_EQ(a.get(2), 5u);
  EXPECT_EQ(a.get(17), 4u);
  EXPECT_EQ(a.get(5000), 9u);
  EXPECT_EQ(a.get(7), 8u);
  EXPECT_FALSE(a.joinFrom(b)); // nothing new
  ThreadCounts big;
  big.raise(100000, 1);
  ThreadCounts small;
  small.raise(1, 3);
  EXPECT_TRUE(big.joinFrom(small)); // a lower trie joined into a higher one
  EXPECT_EQ(big.get(1), 3u);
  EXPECT_TRUE(small.joinFrom(big)); // and the other way round
  EXPECT_EQ(small.get(100000), 1u);
  EXPECT_EQ(small.get(1), 3u);
}

TEST(ThreadCounts, RandomAgainstDenseReference) {
  std::mt19937 rng(7);
  std::vector<ThreadCounts> maps(6);
  std::vector<std::map<ThreadId, uint32_t>> ref(6);
  for (int step = 0; step < 1500; ++step) {
    size_t i = rng() % maps.size();
    if (rng() % 3) {
      ThreadId t = rng() % (rng() % 2 ? 40 : 70000);
      uint32_t n = rng() % 50;
      bool grew = n > ref[i][t];
      EXPECT_EQ(maps[i].raise(t, n), grew);
      ref[i][t] = std::max(ref[i][t], n);
    } else {
      size_t j = rng() % maps.size();
      bool grew = false;
      for (auto [t, n] : ref[j])
        if (n > ref[i][t]) {
          ref[i][t] = n;
          grew = true;
        }
      ThreadCounts from = maps[j]; // joining a map into itself is covered too
      EXPECT_EQ(maps[i].joinFrom(from), grew);
    }
  }
  for (size_t i = 0; i < maps.size(); ++i) {
    for (auto [t, n] : ref[i])
      EXPECT_EQ(maps[i].get(t), n) << "map " << i << " thread " << t;
    for (ThreadId t = 0; t < 40; ++t)
      EXPECT_EQ(maps[i].get(t), ref[i].count(t) ? ref[i][t] : 0u);
  }
}

TEST(PorfView, JoinIgnoresOwnThreadOfOther) {
  // A child started by (0,4) reads its creator's view; the parent joining
  // the child's view back keeps its own count (10 events), not the child's 5.
  PorfView parent = PorfView::after(nullptr, EventId{0, 4});
  PorfView child = PorfView::after(nullptr, EventId{1, 0});
  child.join(parent);
  EXPECT_EQ(child.count(0), 5u);
  PorfView join = PorfView::after(&parent, EventId{0, 9});
  join.join(child);
  EXPECT_EQ(join.count(0), 10u);
  EXPECT_EQ(join.count(1), 1u);
  EXPECT_TRUE(join.contains(EventId{0, 9}));
  EXPECT_FALSE(join.contains(EventId{0, 10}));
}

TEST(ReadyQueue, LowestQualifyingFirstAndRequeue) {
  ReadyQueue q;
  std::vector<bool> ok(10, true);
  auto qualifies = [&](ThreadId t) { return static_cast<bool>(ok[t]); };
  q.push(5);
  q.push(2);
  q.push(7);
  q.push(2); // already queued
  EXPECT_EQ(q.lowest(qualifies), std::optional<ThreadId>(2));
  ok[2] = false;
  EXPECT_EQ(q.lowest(qualifies), std::optional<ThreadId>(5)); // 2 dropped
  ok[2] = true;
  EXPECT_EQ(q.lowest(qualifies), std::optional<ThreadId>(5)); // dropped until pushed again
  q.push(2);
  EXPECT_EQ(q.lowest(qualifies), std::optional<ThreadId>(2));
  ok[2] = ok[5] = ok[7] = false;
  EXPECT_EQ(q.lowest(qualifies), std::nullopt);
  q.clear();
  q.push(9);
  EXPECT_EQ(q.lowest(qualifies), std::optional<ThreadId>(9));
}

} // namespace
} // namespace wmc
