// The command line of `wmc analyze`.
#ifndef WMC_TOOLS_ANALYZEOPTIONS_H
#define WMC_TOOLS_ANALYZEOPTIONS_H

#include "Result.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace wmc::tools {

struct AnalyzeOptions {
  enum class Format { Text, Json, Sarif };
  Format format = Format::Text;           // --report=text|json|sarif
  std::optional<std::string> exportFixes; // --export-fixes=F.yaml
  bool verbose = false;
  bool help = false;
  std::string file;                   // empty if none was given
  std::vector<std::string> clangArgs; // after "--"
};

// Parses the arguments that follow "analyze". Options may come before or
// after FILE; values are given as --opt=V or --opt V. With --help/-h before
// "--" the result has help set and nothing else is validated.
Result<AnalyzeOptions> parseAnalyzeOptions(std::span<const std::string> args);

} // namespace wmc::tools

#endif
