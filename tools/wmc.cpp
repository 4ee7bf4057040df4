// wmc: the command-line driver. `wmc check FILE` compiles FILE with the wmc
// plugin and runtime and runs it under the chosen memory model.
#include "CheckCommand.h"
#include "CheckOptions.h"
#include "Dialect.h"
#include "GpuOptions.h"
#include "Help.h"
#include "Paths.h"
#include "Spawn.h"
#include "TempDir.h"
#include "WmcConfig.h"

#include <csignal>
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

int runCheck(std::span<const std::string> args) {
  Result<CheckOptions> parsed = parseCheckOptions(args);
  if (!parsed) {
    std::cerr << "wmc: " << parsed.error().message << '\n' << kCheckUsageLine;
    return kExitBadInput;
  }
  CheckOptions &options = *parsed;
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
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << (!rest.empty() && rest[0] == "check" ? kCheckHelp : kMainHelp);
    return kExitOk;
  }
  if (command == "--version" || command == "version")
    return printVersion();
  std::cerr << "wmc: unknown "
            << (command.starts_with("-") ? "option" : "command") << " '"
            << command << "'\nRun 'wmc --help' for usage.\n";
  return kExitBadInput;
}
