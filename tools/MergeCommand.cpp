#include "MergeCommand.h"

#include "Help.h"
#include "report/ReadReport.h"

#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

namespace wmc::tools {
namespace {

constexpr int kExitBadInput = 2;
constexpr const char *kUsageLine =
    "Usage: wmc merge [--report=FORMAT] REPORT.json...\n"
    "Run 'wmc merge --help' for the options.\n";

int usage(const std::string &message) {
  std::cerr << "wmc: " << message << '\n' << kUsageLine;
  return kExitBadInput;
}

} // namespace

int runMerge(std::span<const std::string> args) {
  std::string format = "text";
  std::vector<std::string> files;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    if (a == "-h" || a == "--help") {
      std::cout << kMergeHelp;
      return 0;
    }
    if (a == "--report" && i + 1 < args.size())
      format = args[++i];
    else if (a.starts_with("--report="))
      format = a.substr(9);
    else if (a.starts_with("-") && a != "-")
      return usage("unknown option '" + a + "'");
    else
      files.push_back(a);
    if (format != "text" && format != "json" && format != "sarif")
      return usage("invalid value '" + format + "' for --report (expected text, json or sarif)");
  }
  if (files.empty())
    return usage("no report given");
  std::vector<Report> reports;
  for (const std::string &f : files) {
    std::ifstream in(f);
    if (!in) {
      std::cerr << "wmc: cannot read '" << f << "'\n";
      return kExitBadInput;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::string error;
    std::optional<Report> r = parseJsonReport(text.str(), error);
    if (!r) {
      std::cerr << "wmc: " << f << ": " << error << '\n';
      return kExitBadInput;
    }
    reports.push_back(std::move(*r));
  }
  std::string error;
  std::optional<Report> merged = mergeReports(reports, error);
  if (!merged) {
    std::cerr << "wmc: cannot merge: " << error << '\n';
    return kExitBadInput;
  }
  std::cout << (format == "json"    ? renderJson(*merged)
                : format == "sarif" ? renderSarif(*merged)
                                    : renderText(*merged))
            << std::flush;
  return exitStatus(*merged, /*strictBounds=*/false);
}

} // namespace wmc::tools
