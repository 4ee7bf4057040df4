// Runs a litmus test under the checker's explorer: an interpreter of the
// test's threads is the explorer's driver (one call per visible operation,
// one re-run per execution), as the native runtime is for compiled tests.
#pragma once

#include "LitmusTest.h"
#include "report/ErrorKind.h"
#include "report/Report.h"

#include <optional>
#include <string>
#include <vector>

namespace wmc::litmus {

/// A final state: the values of the test's observed registers and
/// locations (LitmusTest::observed), and how many executions end in it.
struct StateCount {
  std::vector<Value> values;
  uint64_t executions = 0;
  bool satisfies = false; ///< the condition's proposition holds
  bool flagged = false;   ///< some execution ending here had an error (a race)
};

/// One access of an error, for the report.
struct ErrorAccess {
  int thread = -1; ///< test thread index (-1: not a test thread)
  const Instr *instr = nullptr;
};

struct LitmusError {
  ErrorKind kind = ErrorKind::DataRace;
  std::string message;
  std::vector<ErrorAccess> accesses;
};

struct LitmusOutcome {
  std::string model;
  std::vector<StateCount> states; ///< sorted by values
  uint64_t executions = 0;        ///< executions with a final state
  uint64_t positive = 0;          ///< of those: the proposition holds
  uint64_t negative = 0;
  uint64_t blocked = 0; ///< executions that ended without a final state
  std::vector<LitmusError> errors;
  std::optional<std::string> fatal; ///< internal failure (exit 2)
  /// The checker's report of the exploration (errors with witnesses), for SARIF.
  Report report;
  /// Did the test's condition (with its quantifier) hold?
  bool ok(Quantifier q) const;
};

/// Explores every execution of `test` under `model` ("sc", "tso", "rc11",
/// ...); nullopt if there is no such model.
std::optional<LitmusOutcome> runLitmus(const LitmusTest &test, std::string_view model);

} // namespace wmc::litmus
