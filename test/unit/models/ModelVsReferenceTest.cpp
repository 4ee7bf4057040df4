// The checker's models, without the explorer: at every step of the
// brute-force enumeration, the model's incremental answers must be exact —
// rfCandidates is the set of sources the reference accepts for a new read,
// coCandidates the set of accepted positions for a new write, and
// writeConsistent agrees for RMW writes. (The explorer adds each event once,
// in one order, so an answer that is too strict loses executions for good.)
// A failure here is a model bug; a failure only in the explorer equivalence
// tests is an exploration bug.
#include "support/BruteForce.h"
#include "support/Litmus.h"
#include "support/RandomScript.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

const char *const kModels[] = {"sc", "tso", "pso", "rc11", "src11"};

/// Every model exists (crossCheckModel also reports a missing one).
void expectModels() {
  for (const char *m : kModels)
    ASSERT_NE(createModel(m), nullptr) << "no model " << m;
}

std::string mismatches(const BruteForceResult &r) {
  std::string s;
  for (size_t i = 0; i < r.modelMismatches.size() && i < 3; ++i)
    s += r.modelMismatches[i];
  return s;
}

TEST(ModelVsReference, LitmusTests) {
  expectModels();
  std::vector<litmus::Named> tests = litmus::all();
  tests.insert(tests.end(), litmus::c11().begin(), litmus::c11().end());
  for (const auto &t : tests)
    for (const char *m : kModels) {
      BruteForceResult r = crossCheckModel(t.make(), m);
      EXPECT_TRUE(r.modelMismatches.empty()) << t.name << " " << m << "\n" << mismatches(r);
      EXPECT_FALSE(r.complete.empty());
    }
}

// A compare-exchange whose success order is release-like (acq_rel, release)
// and which fails: it is then only a read with the failure order, so under
// PSO it is no StoreStore barrier and may read INIT here:
//   T1: r0 = cas.rlx y 2 2; x = r0 || T2: x = 0; cas.acq_rel y 2 2 || T3: y = 2
// (T2's CAS reading INIT while T1's CAS reads T3's y = 2 and x = 2 is co-
// before T2's x = 0.) The model is asked under each order of the CAS, as
// the explorer does.
TEST(ModelVsReference, FailedReleaseCasUnderPso) {
  Script s;
  s.threads = {{Cas(0, 1, 2, 2, MemOrder::Relaxed), StoreReg(0, 0)},
               {StoreReg(0, 1), Cas(0, 1, 2, 2, MemOrder::AcqRel)},
               {Store(1, 2)}};
  for (const char *m : kModels) {
    BruteForceResult r = crossCheckModel(s, m);
    EXPECT_TRUE(r.modelMismatches.empty()) << m << "\n" << mismatches(r);
  }
}

TEST(ModelVsReference, RandomScripts) {
  expectModels();
  std::mt19937 rng(77);
  RandomScriptOptions opts;
  opts.assume = true;
  int failures = 0;
  for (int i = 0; i < 80; ++i) {
    Script s = randomScript(rng, opts);
    for (const char *m : {"sc", "tso", "pso"}) { // RC11: RandomC11Scripts
      BruteForceResult r = crossCheckModel(s, m);
      if (!r.modelMismatches.empty() && ++failures <= 2)
        ADD_FAILURE() << s.str() << m << "\n" << mismatches(r);
    }
  }
  EXPECT_EQ(failures, 0);
}

// C11 orders, scopes and GPU blocks under RC11 and SRC11.
TEST(ModelVsReference, RandomC11Scripts) {
  for (const char *m : {"rc11", "src11"})
    ASSERT_NE(createModel(m), nullptr) << "no model " << m;
  std::mt19937 rng(78);
  RandomScriptOptions opts;
  opts.c11 = opts.assume = opts.scopes = true;
  opts.blocks = 2;
  int failures = 0;
  for (int i = 0; i < 60; ++i) {
    Script s = randomScript(rng, opts);
    for (const char *m : {"rc11", "src11"}) {
      BruteForceResult r = crossCheckModel(s, m);
      if (!r.modelMismatches.empty() && ++failures <= 2)
        ADD_FAILURE() << s.str() << m << "\n" << mismatches(r);
    }
  }
  EXPECT_EQ(failures, 0);
}

} // namespace
} // namespace wmc::test
