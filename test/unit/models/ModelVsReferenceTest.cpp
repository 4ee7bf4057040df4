// The checker's models, without the explorer: enumerating executions with
// the choices the model proposes (rfCandidates, coCandidates, and
// writeConsistent for RMW writes) finds exactly the executions the reference
// axioms allow. A failure here is a model bug; a failure only in the
// explorer equivalence tests is an exploration bug.
#include "support/BruteForce.h"
#include "support/Litmus.h"
#include "support/RandomScript.h"

#include <gtest/gtest.h>

namespace wmc::test {
namespace {

const char *const kModels[] = {"sc", "tso", "pso"};

std::string firstDifference(const std::set<std::string> &a, const std::set<std::string> &b) {
  for (const auto &k : a)
    if (!b.count(k))
      return k;
  return "";
}

void expectSame(const Script &s, const char *model) {
  BruteForceResult ref = bruteForce(s, *refModelByName(model));
  BruteForceResult mod = bruteForceWithModel(s, model);
  EXPECT_EQ(mod.complete.size(), ref.complete.size()) << s.str() << model;
  EXPECT_TRUE(mod.complete == ref.complete)
      << s.str() << model << "\nallowed by the reference only:\n"
      << firstDifference(ref.complete, mod.complete) << "allowed by the model only:\n"
      << firstDifference(mod.complete, ref.complete);
  EXPECT_TRUE(mod.blocked == ref.blocked) << s.str() << model;
}

TEST(ModelVsReference, LitmusTests) {
  for (const auto &t : litmus::all())
    for (const char *m : kModels)
      expectSame(t.make(), m);
}

TEST(ModelVsReference, RandomScripts) {
  std::mt19937 rng(77);
  RandomScriptOptions opts;
  opts.assume = true;
  for (int i = 0; i < 60; ++i) {
    Script s = randomScript(rng, opts);
    for (const char *m : kModels)
      expectSame(s, m);
    if (HasFailure())
      break;
  }
}

} // namespace
} // namespace wmc::test
