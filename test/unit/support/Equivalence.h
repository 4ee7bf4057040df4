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
/// mutex deadlocks, no execution explored twice,
/// the complete executions are exactly the brute-force ones (and so is their
/// number in the stats), and so are the executions stopped for good (blocked,
/// or deadlocked on a mutex) and those where an assertion failed (explored
/// with keepGoing: the failing thread stops, the others go on).
EquivalenceReport compareWithBruteForce(const Script &script, const char *model);

} // namespace wmc::test
