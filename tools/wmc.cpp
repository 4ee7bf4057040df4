// wmc: the command-line driver. `wmc check FILE` compiles FILE with the wmc
// plugin and runtime and runs it under the chosen memory model.
#include "CheckCommand.h"
#include "CheckOptions.h"
#include "Dialect.h"
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
// 1 error found, 2 bad input) is passed through unchanged.
constexpr int kExitOk = 0;
constexpr int kExitBadInput = 2;
constexpr int kExitInterrupted = 130;

constexpr const char *kCheckUsageLine =
    "Usage: wmc check [options] FILE [-- CLANG_ARGS...]\n"
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
  switch (Dialect dialect = dialectOf(file)) {
  case Dialect::C:
  case Dialect::Cxx:
    return dialect;
  case Dialect::Cuda:
  case Dialect::OpenCL:
    return Error{"CUDA/OpenCL support is not available yet (" + file + ")"};
  case Dialect::Unknown:
    break;
  }
  return Error{"cannot tell the language of '" + file +
               "': expected a .c, .cc, .cpp or .cxx file"};
}

std::optional<std::string> missingLibrary(const Toolchain &toolchain) {
  for (const std::string &path :
       {toolchain.pluginPath(), toolchain.runtimePath()}) {
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
  const CheckOptions &options = *parsed;
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

  Result<Toolchain> toolchain = findToolchain();
  if (!toolchain)
    return fail(toolchain.error().message);
  if (std::optional<std::string> missing = missingLibrary(*toolchain))
    return fail("wmc library not found: '" + *missing +
                "' (build or install wmc first)");

  // Without -o the executable lives in a private directory removed on return.
  std::optional<TempDir> tempDir;
  std::string output;
  if (options.output) {
    output = *options.output;
  } else {
    Result<TempDir> dir = TempDir::create();
    if (!dir)
      return fail(dir.error().message);
    tempDir.emplace(std::move(*dir));
    output = tempDir->path() + "/" +
             std::filesystem::path(options.file).stem().string();
  }

  std::vector<std::string> compile =
      compileCommand(*toolchain, *dialect, options, output);
  if (options.verbose)
    std::cerr << "wmc: compile: " << formatCommand(compile) << '\n';
  Result<ExitStatus> compiled = runProcess(compile);
  if (!compiled)
    return fail(compiled.error().message);
  if (compiled->signaled || compiled->code != 0)
    return fail("compilation of " + options.file + " failed");

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
