// Reading back a JSON report (renderJson) and adding up the reports of the
// shards of one search tree (`wmc merge`, docs/scale.md). Reports cross
// process boundaries only in this rendered form: sites there are file:line,
// never pointers (ASLR differs between processes).
#pragma once

#include "report/Report.h"

#include <optional>
#include <string>
#include <vector>

namespace wmc {

/// Parses a report written by renderJson; on failure nullopt and `error`
/// says what is wrong.
std::optional<Report> parseJsonReport(const std::string &text, std::string &error);

/// Adds up reports: counts are summed; errors, bound sites and warnings with
/// the same identity (an error's kind and site, a race's two sites) are one,
/// with their counts summed, and keep the first report's witness. The
/// reports must be of one model; shard reports must be distinct shards of
/// one split, all of them (else nullopt and `error`). Time is the longest
/// report's, memory the largest.
std::optional<Report> mergeReports(const std::vector<Report> &reports, std::string &error);

} // namespace wmc
