#include "AnalyzeCommand.h"

#include "CheckCommand.h"

#include <algorithm>
#include <string_view>

namespace wmc::tools {

namespace {

bool choosesStandard(const std::vector<std::string> &args, std::string_view prefix) {
  return std::any_of(args.begin(), args.end(),
                     [&](const std::string &arg) { return arg.starts_with(prefix); });
}

// -Wwmc-X, -Wno-wmc-X, -Werror=wmc-X, -Wno-error=wmc-X.
bool isWmcWarningOption(std::string_view arg) {
  if (!arg.starts_with("-W"))
    return false;
  arg.remove_prefix(2);
  for (std::string_view prefix : {"no-error=", "error=", "no-"})
    if (arg.starts_with(prefix)) {
      arg.remove_prefix(prefix.size());
      break;
    }
  return arg.starts_with("wmc-");
}

} // namespace

std::vector<std::string> routeWmcWarningOptions(const std::vector<std::string> &clangArgs) {
  std::vector<std::string> out;
  for (const std::string &arg : clangArgs)
    out.push_back(isWmcWarningOption(arg) ? "-fplugin-arg-wmc-" + arg.substr(1) : arg);
  return out;
}

std::vector<std::string> analyzeCommand(const Toolchain &toolchain, Dialect dialect,
                                        const AnalyzeRequest &request) {
  bool cxx = dialect == Dialect::Cxx || dialect == Dialect::Cuda;
  std::vector<std::string> cmd = dialect == Dialect::OpenCL
                                     ? std::vector<std::string>{toolchain.clang}
                                     : toolchain.driver(cxx);
  cmd.insert(cmd.end(), {"-fplugin=" + toolchain.pluginPath(), "-fsyntax-only"});
  // CLANG_ARGS come first: FILE ends the command, so that the forced
  // language applies to it alone.
  std::vector<std::string> user = routeWmcWarningOptions(request.clangArgs);
  cmd.insert(cmd.end(), user.begin(), user.end());
  if (request.reportJson)
    cmd.push_back("-fplugin-arg-wmc-report-json=" + *request.reportJson);
  if (request.exportFixes)
    cmd.push_back("-fplugin-arg-wmc-export-fixes=" + *request.exportFixes);
  switch (dialect) {
  case Dialect::C:
  case Dialect::Unknown:
    cmd.insert(cmd.end(), {"-I" + toolchain.includeDir, "-x", "c"});
    break;
  case Dialect::Cxx:
    cmd.insert(cmd.end(), {"-I" + toolchain.includeDir, "-x", "c++"});
    if (!choosesStandard(request.clangArgs, "-std=") &&
        !choosesStandard(request.clangArgs, "--std"))
      cmd.push_back("-std=c++20");
    break;
  case Dialect::Cuda: {
    // As wmc-cuda-lower parses: host/device call checks are deferred to code
    // generation, which never runs, so kernels may call plain functions.
    cmd.insert(cmd.end(), {"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
                           "-Wno-unknown-cuda-version", "-Xclang", "-fgpu-defer-diag"});
    if (!choosesStandard(request.clangArgs, "-std=") &&
        !choosesStandard(request.clangArgs, "--std"))
      cmd.push_back("-std=c++17");
    std::vector<std::string> shim = cudaShimFlags(toolchain);
    cmd.insert(cmd.end(), shim.begin(), shim.end());
    break;
  }
  case Dialect::OpenCL: {
    bool userStandard = choosesStandard(request.clangArgs, "-cl-std=");
    for (const std::string &flag : openclCompileFlags(toolchain))
      if (!flag.starts_with("-fplugin=") && !(userStandard && flag.starts_with("-cl-std=")))
        cmd.push_back(flag);
    break;
  }
  }
  cmd.push_back(request.file);
  return cmd;
}

} // namespace wmc::tools
