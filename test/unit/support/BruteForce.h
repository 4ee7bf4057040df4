// Naive enumeration of all consistent executions of a script: every
// interleaving of the script threads, every reads-from choice (INIT or any
// write of the location already in the graph) and every coherence position
// of every write (an RMW's write goes right after its read's source), pruned
// with the reference model. This is complete because po | rf is acyclic in
// every consistent graph (SC/TSO/PSO preserve R->W; RC11 has no-thin-air),
// so each consistent graph can be built in a porf order, and sound because
// consistency is prefix-closed. Graphs already visited (same events, rf and
// co) are not expanded twice. Main's start and creates are added first and
// its joins after the children stop: a fixed part of every porf order.
#pragma once

#include "models/Model.h"
#include "support/ReferenceModels.h"
#include "support/Script.h"

#include <set>
#include <string>

namespace wmc::test {

struct BruteForceResult {
  std::set<std::string> complete; ///< canonical keys of complete executions
  /// Maximal executions in which some thread is stopped for good: by a false
  /// Assume, or by a Lock that read a held mutex (the explorer reports the
  /// latter as a deadlock when every live thread waits for a mutex).
  std::set<std::string> blocked;
  /// Maximal executions in which an Assert failed: the failing thread stops,
  /// the others run to their end (the explorer's keep-going semantics).
  std::set<std::string> failed;
  bool assertionFailureReachable = false;
  /// Some consistent (partial or maximal) graph has a race of that kind
  /// (RC11 family; see ReferenceRc11.h).
  bool dataRace = false;
  bool heterogeneousRace = false;
  /// The first consistent graph found with a data (heterogeneous) race, and its races.
  std::string dataRaceWitness, heterogeneousRaceWitness;
  std::vector<ExecutionRecord> records; ///< each complete execution (key, registers, memory)
  uint64_t states = 0; ///< distinct partial graphs visited
  std::vector<std::string> modelMismatches; ///< crossCheckModel only (at most 20)
};

BruteForceResult bruteForce(const Script &script, RefModel model);

/// The same enumeration under the reference for `model`, asking the
/// checker's model at every step too: for each new read, rfCandidates must be
/// exactly the sources the reference accepts (in coherence order; for a
/// compare-exchange, asked under its success and its failure order, keeping
/// the writes whose value gives that order); for each
/// new write, coCandidates exactly the accepted positions; for each RMW
/// write, writeConsistent must agree. Disagreements go to modelMismatches.
/// This tests the models' incremental checks without the explorer.
BruteForceResult crossCheckModel(const Script &script, std::string_view model);

/// Thread names of a script's graphs: "T0", "T0.1", ...
std::vector<std::string> scriptThreadNames(const Script &script);

} // namespace wmc::test
