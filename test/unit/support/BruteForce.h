// Naive enumeration of all consistent executions of a script: every
// interleaving of the script threads, every reads-from choice (INIT or any
// write of the location already in the graph) and every coherence position
// of every write (an RMW's write goes right after its read's source), pruned
// with the reference model (consistency is prefix-closed, so pruning partial
// graphs is sound). Graphs already visited (same events, rf and co) are not
// expanded twice. Main's start and creates are added first and its joins
// after the children stop: this fixes an interleaving of main that every
// execution has, without losing any graph.
#pragma once

#include "support/ReferenceModels.h"
#include "support/Script.h"

#include <set>
#include <string>

namespace wmc::test {

struct BruteForceResult {
  std::set<std::string> complete; ///< canonical keys of complete executions
  std::set<std::string> blocked;  ///< maximal executions with a thread stopped by Assume
  std::vector<ExecutionRecord> completeRecords;
  bool assertionFailureReachable = false;
  uint64_t states = 0; ///< distinct partial graphs visited
};

/// Executions in which a Lock reads a held mutex are dropped (they are neither
/// complete nor Assume-blocked).
BruteForceResult bruteForce(const Script &script, RefModel model);

/// Thread names of a script's graphs: "T0", "T0.1", ...
std::vector<std::string> scriptThreadNames(const Script &script);

} // namespace wmc::test
