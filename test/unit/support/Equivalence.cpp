#include "support/Equivalence.h"

#include "support/OracleModel.h"

#include <algorithm>
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

bool isRace(ErrorKind k) { return k == ErrorKind::DataRace || k == ErrorKind::HeterogeneousRace; }

/// A reported race must be a race of a consistent witness.
void checkRaceWitness(const FoundError &e, RefModel m, EquivalenceReport &rep) {
  std::string what = std::string(toString(e.kind)) + " \"" + e.message + "\"";
  if (!referenceConsistent(e.witness, m)) {
    rep.ok = false;
    rep.details += what + ": the witness is not consistent\n";
  }
  if (e.events.size() != 2) {
    rep.ok = false;
    rep.details += what + ": expected two events\n";
    return;
  }
  EventPair p = std::minmax(e.events[0], e.events[1]);
  auto races = referenceRaces(e.witness, m, e.kind);
  if (std::find(races.begin(), races.end(), p) == races.end()) {
    rep.ok = false;
    rep.details +=
        what + ": " + p.first.str() + " and " + p.second.str() + " do not race in the witness\n";
  }
}

/// Reported race kinds against the brute-force ones.
void compareRaces(const DriverResult &r, RefModel m, EquivalenceReport &rep) {
  bool data = false, hetero = false;
  for (const auto &e : r.errors) {
    if (!isRace(e.kind))
      continue;
    (e.kind == ErrorKind::DataRace ? data : hetero) = true;
    checkRaceWitness(e, m, rep);
  }
  auto expect = [&](const char *kind, bool got, bool want, const std::string &witness) {
    if (got == want)
      return;
    rep.ok = false;
    rep.details += std::string(kind) + (want ? " reachable but not reported, e.g. in\n" + witness
                                             : " reported but no consistent graph has one\n");
  };
  expect("data race", data, rep.expected.dataRace, rep.expected.dataRaceWitness);
  expect("heterogeneous race", hetero, rep.expected.heterogeneousRace,
         rep.expected.heterogeneousRaceWitness);
}

EquivalenceReport compare(const Script &script, const char *model, bool oracle,
                          ExplorerOptions opts = {}) {
  EquivalenceReport rep;
  opts.keepGoing = true;
  RefModel ref = *refModelByName(model);
  rep.explored =
      oracle ? runExplorer(script, createOracleModel(ref), opts) : runExplorer(script, model, opts);
  rep.expected = bruteForce(script, ref);
  const DriverResult &r = rep.explored;
  bool racy = rep.expected.dataRace || rep.expected.heterogeneousRace;
  if (r.fatal) {
    rep.ok = false;
    rep.details += "fatal: " + *r.fatal + "\n";
  }
  for (const auto &e : r.errors) {
    if (e.kind == ErrorKind::AssertionFailure && rep.expected.assertionFailureReachable)
      continue;
    if (e.kind == ErrorKind::Deadlock && (script.usesLocks() || script.assumeIsAwait))
      continue; // checked with the blocked executions
    if (isRace(e.kind))
      continue; // compareRaces
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
  compareRaces(r, ref, rep);
  // Runs stopped for good: blocked ones, and deadlocks (reported as errors).
  std::vector<ExecutionRecord> stopped = r.blocked;
  stopped.insert(stopped.end(), r.erroneous.begin(), r.erroneous.end());
  if (racy) { // which runs count as erroneous depends on the exploration order
    std::vector<ExecutionRecord> maximal = r.complete;
    maximal.insert(maximal.end(), stopped.begin(), stopped.end());
    std::set<std::string> want = rep.expected.complete;
    want.insert(rep.expected.blocked.begin(), rep.expected.blocked.end());
    diff("complete or blocked execution", maximal, want, rep);
  } else {
    diff("complete execution", r.complete, rep.expected.complete, rep);
    diff("blocked execution", stopped, rep.expected.blocked, rep);
  }
  diff("failing execution", r.failed, rep.expected.failed, rep);
  if (!rep.ok)
    rep.details = script.str() + "model " + model + (oracle ? " (oracle)" : "") + ": explorer " +
                  std::to_string(r.complete.size()) + " complete / " +
                  std::to_string(stopped.size()) + " blocked / " + std::to_string(r.failed.size()) +
                  " failing, brute force " + std::to_string(rep.expected.complete.size()) + " / " +
                  std::to_string(rep.expected.blocked.size()) + " / " +
                  std::to_string(rep.expected.failed.size()) + "\n" + rep.details;
  return rep;
}

} // namespace

EquivalenceReport compareWithBruteForce(const Script &script, const char *model) {
  return compare(script, model, false);
}

EquivalenceReport compareWithBruteForce(const Script &script, const char *model,
                                        const ExplorerOptions &opts) {
  return compare(script, model, false, opts);
}

EquivalenceReport compareOracleWithBruteForce(const Script &script, const char *model) {
  return compare(script, model, true);
}

} // namespace wmc::test
