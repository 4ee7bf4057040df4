// Compares what the explorer explores with what brute force enumerates.
#pragma once

#include "support/BruteForce.h"
#include "support/Script.h"

#include <string>

namespace wmc::test {

struct EquivalenceReport {
  bool ok = true;
  std::string details; ///< what differs (empty when ok)
  DriverResult explored;
  BruteForceResult expected;
};

/// Runs the explorer and brute force on `script` under `model` and checks:
/// no fatal error, no error reported but reachable assertion failures and
/// deadlocks on mutexes or awaits (Script::assumeIsAwait), no execution
/// explored twice,
/// the complete executions are exactly the brute-force ones (and so is their
/// number in the stats), and so are the executions stopped for good (blocked,
/// or deadlocked on a mutex) and those where an assertion failed (explored
/// with keepGoing: the failing thread stops, the others go on).
///
/// Under RC11/SRC11 also: the explorer reports data races (heterogeneous
/// races) iff some consistent graph has one, and each reported race is a
/// reference race of its witness graph, which is consistent. A run in which
/// a race is first found counts as erroneous, so for racy scripts the
/// complete, blocked and erroneous runs are compared together.
EquivalenceReport compareWithBruteForce(const Script &script, const char *model);
/// The same with other explorer options (keepGoing is always set).
EquivalenceReport compareWithBruteForce(const Script &script, const char *model,
                                        const ExplorerOptions &opts);
/// The same, exploring with the reference oracle of `model` (OracleModel.h)
/// instead of the checker's model.
EquivalenceReport compareOracleWithBruteForce(const Script &script, const char *model);

} // namespace wmc::test
