// SARIF 2.1.0 for `wmc analyze --report=sarif`: the plugin's JSON report of
// compile-time diagnostics turned into one SARIF run, for code-scanning tools.
#ifndef WMC_TOOLS_ANALYZESARIF_H
#define WMC_TOOLS_ANALYZESARIF_H

#include "Result.h"

#include <string>

namespace wmc::tools {

// `pluginJson` is the report the plugin writes ({"diagnostics": [...]}, see
// docs/diagnostics.md). Every diagnostic becomes a result: its check is the
// rule, its notes are related locations, its fix-its one fix whose
// replacements keep the byte offsets of the original file.
Result<std::string> analyzeReportToSarif(const std::string &pluginJson);

} // namespace wmc::tools

#endif
