#include "AnalyzeOptions.h"

#include <string_view>

namespace wmc::tools {

Result<AnalyzeOptions> parseAnalyzeOptions(std::span<const std::string> args) {
  AnalyzeOptions options;
  for (const std::string &arg : args)
    if (arg == "--")
      break;
    else if (arg == "-h" || arg == "--help") {
      options.help = true;
      return options;
    }
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view arg = args[i];
    if (arg == "--") {
      options.clangArgs.assign(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
      break;
    }
    // --opt=V or --opt V.
    auto value = [&](std::string_view name) -> std::optional<std::string> {
      if (arg.starts_with(name) && arg.size() > name.size() && arg[name.size()] == '=')
        return std::string(arg.substr(name.size() + 1));
      if (arg == name && i + 1 < args.size())
        return args[++i];
      return std::nullopt;
    };
    if (arg == "--report" || arg.starts_with("--report=")) {
      std::optional<std::string> format = value("--report");
      if (!format)
        return Error{"missing value for --report"};
      if (*format == "text")
        options.format = AnalyzeOptions::Format::Text;
      else if (*format == "json")
        options.format = AnalyzeOptions::Format::Json;
      else if (*format == "sarif")
        options.format = AnalyzeOptions::Format::Sarif;
      else
        return Error{"invalid value '" + *format +
                     "' for --report (expected text, json or sarif)"};
    } else if (arg == "--export-fixes" || arg.starts_with("--export-fixes=")) {
      std::optional<std::string> file = value("--export-fixes");
      if (!file || file->empty())
        return Error{"missing value for --export-fixes"};
      options.exportFixes = *file;
    } else if (arg == "-v" || arg == "--verbose") {
      options.verbose = true;
    } else if (arg.starts_with("-") && arg != "-") {
      return Error{"unknown option '" + std::string(arg) + "'"};
    } else if (!options.file.empty()) {
      return Error{"more than one input file: '" + options.file + "' and '" + std::string(arg) +
                   "'"};
    } else {
      options.file = std::string(arg);
    }
  }
  return options;
}

} // namespace wmc::tools
