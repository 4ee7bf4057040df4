// What a search split into parts (shards, donated subtrees) must add up to:
// the counts, events, multiset of executions and errors with their counts
// of one whole exploration. Shared by the shard and work-stealing tests.
#ifndef WMC_TEST_SUPPORT_SPLITTOTALS_H
#define WMC_TEST_SUPPORT_SPLITTOTALS_H

#include "support/Script.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace wmc::test {

struct SplitTotals {
  uint64_t complete = 0, blocked = 0, erroneous = 0, events = 0;
  std::multiset<std::string> executions;
  /// Races are keyed by kind only: which of the racing sites is named
  /// depends on the order the accesses were explored in.
  std::map<std::tuple<ErrorKind, SiteId, std::string>, uint64_t> errors;
};

inline void addExecutions(SplitTotals &t, const DriverResult &r) {
  for (const auto *list : {&r.complete, &r.blocked, &r.failed, &r.erroneous})
    for (const ExecutionRecord &e : *list)
      t.executions.insert(e.key);
}

inline void addCounts(SplitTotals &t, const ExplorationStats &stats,
                      const std::vector<FoundError> &errors) {
  t.complete += stats.complete;
  t.blocked += stats.blocked;
  t.erroneous += stats.erroneous;
  t.events += stats.events;
  for (const FoundError &e : errors) {
    bool race = e.kind == ErrorKind::DataRace || e.kind == ErrorKind::HeterogeneousRace;
    t.errors[{e.kind, race ? nullptr : e.site, race ? std::string() : e.message}] += e.count;
  }
}

inline void addTotals(SplitTotals &t, const SplitTotals &part) {
  t.complete += part.complete;
  t.blocked += part.blocked;
  t.erroneous += part.erroneous;
  t.events += part.events;
  t.executions.insert(part.executions.begin(), part.executions.end());
  for (const auto &[k, n] : part.errors)
    t.errors[k] += n;
}

inline void expectSameTotals(const SplitTotals &parts, const SplitTotals &whole) {
  EXPECT_EQ(parts.complete, whole.complete);
  EXPECT_EQ(parts.blocked, whole.blocked);
  EXPECT_EQ(parts.erroneous, whole.erroneous);
  EXPECT_EQ(parts.events, whole.events);
  EXPECT_EQ(parts.executions, whole.executions);
  EXPECT_EQ(parts.errors, whole.errors);
}

/// Load buffering on a ring of n threads: thread i reads x[i] and writes x[i+1].
inline Script lbRing(int n) {
  Script s;
  s.name = "LB-" + std::to_string(n);
  for (int i = 0; i < n; ++i)
    s.threads.push_back({Load(0, i, MemOrder::Relaxed), Store((i + 1) % n, 1, MemOrder::Relaxed)});
  return s;
}

/// Two threads race on x (plain accesses) and assert on what they read.
inline Script racyAsserts() {
  Script s;
  s.name = "racy asserts";
  s.threads.push_back({Store(0, 1), Load(0, 1, MemOrder::Relaxed), Assert(0, 0)});
  s.threads.push_back({Store(1, 1, MemOrder::Relaxed), Load(0, 0), Assert(0, 0)});
  s.threads.push_back({Store(0, 2), Store(1, 2, MemOrder::Relaxed)});
  return s;
}

} // namespace wmc::test

#endif // WMC_TEST_SUPPORT_SPLITTOTALS_H
