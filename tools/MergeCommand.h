// `wmc merge [--report=FORMAT] REPORT.json...`: one report from the JSON
// reports of the shards of a check (docs/scale.md).
#pragma once

#include <span>
#include <string>

namespace wmc::tools {

/// Runs `wmc merge` with the arguments after "merge"; returns the exit status.
int runMerge(std::span<const std::string> args);

} // namespace wmc::tools
