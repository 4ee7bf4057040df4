// wmc: the command-line driver. `wmc check FILE` compiles FILE with the wmc
// plugin and runtime and runs it under the chosen memory model.
#include "AnalyzeCommand.h"
#include "AnalyzeOptions.h"
#include "AnalyzeSarif.h"
#include "CheckCommand.h"
#include "CheckOptions.h"
#include "Dialect.h"
#include "GpuOptions.h"
#include "Help.h"
#include "MergeCommand.h"
#include "LitmusCommand.h"
#include "Paths.h"
#include "Spawn.h"
#include "TempDir.h"
#include "WmcConfig.h"

#include <csignal>
#include <fstream>
#include <sstream>
#include <filesystem>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <system_error>
#include <vector>

using namespace wmc::tools;

namespace {

// Exit statuses of wmc itself; a checked program's own status (0 no error,
// 1 error found, 2 bad input, 3 inconclusive) is passed through unchanged.
constexpr int kExitOk = 0;
constexpr int kExitBadInput = 2;
constexpr int kExitInterrupted = 130;

constexpr const char *kAnalyzeUsageLine =
    "Usage: wmc analyze [--report=json|sarif] [--export-fixes=F.yaml] FILE [-- CLANG_ARGS...]\n"
    "Run 'wmc analyze --help' for the options.\n";

constexpr const char *kCheckUsageLine =
    "Usage: wmc check [options] FILE [-- CLANG_ARGS... [-- PROGRAM_ARGS...]]\n"
    "Run 'wmc check --help' for the options.\n";

int fail(const std::string &message) {
  std::cerr << "wmc: " << message << '\n';
  return kExitBadInput;
}

// Checks FILE and tells which language it is compiled as.
Result<Dialect> inputDialect(const std::string &file) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec))
    return Error{"no such file: '" + file + "'"};
  if (!std::filesystem::is_regular_file(file, ec))
    return Error{"not a regular file: '" + file + "'"};
  Dialect dialect = dialectOf(file);
  if (dialect == Dialect::Unknown)
    return Error{"cannot tell the language of '" + file +
                 "': expected a .c, .cc, .cpp, .cxx, .cu or .cl file"};
  return dialect;
}

// The plugin and runtime, and for CUDA the lowering tool, must exist.
std::optional<std::string> missingPart(const Toolchain &toolchain,
                                       Dialect dialect) {
  std::vector<std::string> parts = {toolchain.pluginPath(),
                                    toolchain.runtimePath()};
  if (dialect == Dialect::Cuda)
    parts.push_back(toolchain.cudaLowerPath());
  for (const std::string &path : parts) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
      return path;
  }
  return std::nullopt;
}

std::optional<std::string> readFile(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The diagnostics in a report the plugin wrote (its own format: one
// {"check": ...} object per diagnostic).
std::size_t countDiagnostics(const std::string &json) {
  std::size_t count = 0;
  for (std::size_t at = json.find("{\"check\": "); at != std::string::npos;
       at = json.find("{\"check\": ", at + 1))
    ++count;
  return count;
}

int runAnalyze(std::span<const std::string> args) {
  Result<AnalyzeOptions> parsed = parseAnalyzeOptions(args);
  if (!parsed) {
    std::cerr << "wmc: " << parsed.error().message << '\n' << kAnalyzeUsageLine;
    return kExitBadInput;
  }
  AnalyzeOptions &options = *parsed;
  if (options.help) {
    std::cout << kAnalyzeHelp;
    return kExitOk;
  }
  if (options.file.empty()) {
    std::cerr << "wmc: no input file given\n" << kAnalyzeUsageLine;
    return kExitBadInput;
  }
  Result<Dialect> dialect = inputDialect(options.file);
  if (!dialect)
    return fail(dialect.error().message);
  Result<Toolchain> toolchain = findToolchain();
  if (!toolchain)
    return fail(toolchain.error().message);
  std::error_code ec;
  if (!std::filesystem::exists(toolchain->pluginPath(), ec))
    return fail("wmc library not found: '" + toolchain->pluginPath() +
                "' (build or install wmc first)");
  Result<TempDir> dir = TempDir::create();
  if (!dir)
    return fail(dir.error().message);
  TempDir tempDir(std::move(*dir));

  AnalyzeRequest request{options.file, options.clangArgs, tempDir.path() + "/report.json", {}};
  if (options.exportFixes)
    request.exportFixes = std::filesystem::absolute(*options.exportFixes, ec).string();
  std::vector<std::string> command = analyzeCommand(*toolchain, *dialect, request);
  if (options.verbose)
    std::cerr << "wmc: analyze: " << formatCommand(command) << '\n';
  Result<ExitStatus> ran = runProcess(command);
  if (!ran)
    return fail(ran.error().message);
  // The plugin writes the report only when clang accepted the file.
  std::optional<std::string> report = readFile(*request.reportJson);
  if (!report) {
    if (ran->signaled && ran->code == SIGINT)
      return kExitInterrupted;
    return fail("analysis of " + options.file + " failed");
  }
  if (options.format == AnalyzeOptions::Format::Json)
    std::cout << *report << std::flush;
  if (options.format == AnalyzeOptions::Format::Sarif) {
    Result<std::string> sarif = analyzeReportToSarif(*report);
    if (!sarif)
      return fail(sarif.error().message);
    std::cout << *sarif << std::flush;
  }
  if (countDiagnostics(*report) > 0)
    return 1;
  if (ran->signaled || ran->code != 0)
    return fail("analysis of " + options.file + " failed");
  return kExitOk;
}

int runCheck(std::span<const std::string> args) {
  Result<CheckOptions> parsed = parseCheckOptions(args);
  if (!parsed) {
    std::cerr << "wmc: " << parsed.error().message << '\n' << kCheckUsageLine;
    return kExitBadInput;
  }
  CheckOptions &options = *parsed;
  options.clangArgs = routeWmcWarningOptions(options.clangArgs);
  if (options.help) {
    std::cout << kCheckHelp;
    return kExitOk;
  }
  if (options.file.empty()) {
    std::cerr << "wmc: no input file given\n" << kCheckUsageLine;
    return kExitBadInput;
  }

  Result<Dialect> dialect = inputDialect(options.file);
  if (!dialect)
    return fail(dialect.error().message);
  if (std::optional<Error> error = resolveGpuOptions(options, *dialect))
    return fail(error->message);

  Result<Toolchain> toolchain = findToolchain();
  if (!toolchain)
    return fail(toolchain.error().message);
  if (std::optional<std::string> missing = missingPart(*toolchain, *dialect))
    return fail(std::string(*missing == toolchain->cudaLowerPath()
                                ? "wmc CUDA lowering tool"
                                : "wmc library") +
                " not found: '" + *missing + "' (build or install wmc first)");

  // A private directory, removed on return, holds intermediate files and,
  // without -o, the executable.
  Result<TempDir> dir = TempDir::create();
  if (!dir)
    return fail(dir.error().message);
  TempDir tempDir(std::move(*dir));
  std::string output =
      options.output ? *options.output
                     : tempDir.path() + "/" +
                           std::filesystem::path(options.file).stem().string();

  for (const BuildStep &step : buildCommands(*toolchain, *dialect, options,
                                             output, tempDir.path())) {
    if (options.verbose)
      std::cerr << "wmc: " << step.what << ": " << formatCommand(step.argv)
                << '\n';
    Result<ExitStatus> built = runProcess(step.argv);
    if (!built)
      return fail(built.error().message);
    if (built->signaled || built->code != 0)
      return fail("compilation of " + options.file + " failed");
  }

  std::vector<std::string> run = runCommand(options, output);
  if (options.verbose)
    std::cerr << "wmc: run: " << formatCommand(run) << '\n';
  Result<ExitStatus> ran = runProcess(run);
  if (!ran)
    return fail(ran.error().message);
  if (!ran->signaled)
    return ran->code;
  if (ran->code == SIGINT) {
    std::cerr << "wmc: interrupted\n";
    return kExitInterrupted;
  }
  return fail("the checked program crashed with signal " +
              std::to_string(ran->code) +
              " (wmc internal error, please report)");
}

int printVersion() {
  std::cout << "wmc " << WMC_VERSION << '\n';
  Result<Toolchain> toolchain = findToolchain();
  if (!toolchain) {
    std::cout << "  clang:   (" << toolchain.error().message << ")\n";
    return kExitOk;
  }
  std::cout << "  clang:   " << toolchain->clang << '\n'
            << "  libdir:  " << toolchain->libDir << '\n'
            << "  include: " << toolchain->includeDir << '\n';
  return kExitOk;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << kMainHelp;
    return kExitBadInput;
  }
  const std::string &command = args[0];
  std::span<const std::string> rest = std::span(args).subspan(1);
  if (command == "check")
    return runCheck(rest);
  if (command == "analyze")
    return runAnalyze(rest);
  if (command == "merge")
    return runMerge(rest);
  if (command == "litmus")
    return runLitmusCommand(rest);
  if (command == "--help" || command == "-h" || command == "help") {
    std::string topic = rest.empty() ? "" : rest[0];
    std::cout << (topic == "check"     ? kCheckHelp
                  : topic == "analyze" ? kAnalyzeHelp
                  : topic == "merge"   ? kMergeHelp
                  : topic == "litmus"  ? kLitmusHelp
                                       : kMainHelp);
    return kExitOk;
  }
  if (command == "--version" || command == "version")
    return printVersion();
  std::cerr << "wmc: unknown "
            << (command.starts_with("-") ? "option" : "command") << " '"
            << command << "'\nRun 'wmc --help' for usage.\n";
  return kExitBadInput;
}
