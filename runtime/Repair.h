// The outcome of --wmc-repair (docs/repair.md) and its three renderings:
// clang-style fix-its after the text report, a "repair" member of the JSON
// report, and clang-apply-replacements YAML.
#pragma once

#include "repair/SourceEdit.h"
#include "report/Report.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wmc::rt {

struct RepairOutcome {
  /// repaired: the edits remove every error (re-explored clean);
  /// not-needed: the program had no error; not-found: see `reason`.
  std::string status = "not-found";
  std::string reason;
  uint32_t rounds = 0; ///< solve + re-explore rounds
  std::vector<repair::SourceEdit> edits;
  uint64_t afterExecutions = 0; ///< of the last exploration
  uint64_t afterErrors = 0;
};

/// The text after the report: each edit with its source line, a caret under
/// the replaced text and the replacement, then the re-exploration's result.
std::string renderRepairText(const RepairOutcome &r);
/// `report` (a JSON report) with "repair": {...} added.
std::string addRepairToJson(const std::string &report, const RepairOutcome &r);
/// `report` with the outcome as its `repair` (SARIF gives the edits as
/// fixes); `report` itself if there is none.
Report withRepair(const Report &report, const std::optional<RepairOutcome> &r);
/// The edits as a clang-apply-replacements YAML file.
std::string repairFixesYaml(const RepairOutcome &r);

} // namespace wmc::rt
