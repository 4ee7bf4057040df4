#include "support/Equivalence.h"

#include <map>
#include <set>

namespace wmc::test {
namespace {

void diff(const char *what, const std::vector<ExecutionRecord> &got,
          const std::set<std::string> &want, EquivalenceReport &rep) {
  std::map<std::string, int> seen;
  for (const auto &e : got)
    ++seen[e.key];
  for (const auto &[k, n] : seen) {
    if (n > 1) {
      rep.ok = false;
      rep.details += std::string(what) + " explored " + std::to_string(n) + " times:\n" + k;
    }
    if (!want.count(k)) {
      rep.ok = false;
      rep.details += std::string(what) + " explored but not consistent:\n" + k;
    }
  }
  for (const auto &k : want) {
    if (!seen.count(k)) {
      rep.ok = false;
      rep.details += std::string(what) + " missed:\n" + k;
    }
  }
}

} // namespace

EquivalenceReport compareWithBruteForce(const Script &script, const char *model) {
  EquivalenceReport rep;
  ExplorerOptions opts;
  opts.keepGoing = true;
  rep.explored = runExplorer(script, model, opts);
  rep.expected = bruteForce(script, *refModelByName(model));
  const DriverResult &r = rep.explored;
  if (r.fatal) {
    rep.ok = false;
    rep.details += "fatal: " + *r.fatal + "\n";
  }
  for (const auto &e : r.errors) {
    if (e.kind == ErrorKind::AssertionFailure && rep.expected.assertionFailureReachable)
      continue;
    if (e.kind == ErrorKind::Deadlock && script.usesLocks())
      continue; // checked with the blocked executions
    rep.ok = false;
    rep.details += "error reported: " + std::string(toString(e.kind)) + ": " + e.message + "\n";
  }
  if (rep.expected.assertionFailureReachable && r.errors.empty()) {
    rep.ok = false;
    rep.details += "a reachable assertion failure was not reported\n";
  }
  if (r.stats.complete != r.complete.size()) {
    rep.ok = false;
    rep.details += "stats.complete = " + std::to_string(r.stats.complete) + " but " +
                   std::to_string(r.complete.size()) + " complete runs were seen\n";
  }
  diff("complete execution", r.complete, rep.expected.complete, rep);
  // Runs stopped for good: blocked ones, and deadlocks (reported as errors).
  std::vector<ExecutionRecord> stopped = r.blocked;
  stopped.insert(stopped.end(), r.erroneous.begin(), r.erroneous.end());
  diff("blocked execution", stopped, rep.expected.blocked, rep);
  diff("failing execution", r.failed, rep.expected.failed, rep);
  if (!rep.ok)
    rep.details = script.str() + "model " + model + ": explorer " +
                  std::to_string(r.complete.size()) + " complete / " +
                  std::to_string(stopped.size()) + " blocked / " +
                  std::to_string(r.failed.size()) + " failing, brute force " +
                  std::to_string(rep.expected.complete.size()) + " / " +
                  std::to_string(rep.expected.blocked.size()) + " / " +
                  std::to_string(rep.expected.failed.size()) + "\n" + rep.details;
  return rep;
}

} // namespace wmc::test
