#include "CheckCommand.h"

#include <algorithm>

namespace wmc::tools {

namespace {

bool choosesStandard(const std::vector<std::string> &args) {
  return std::any_of(args.begin(), args.end(), [](const std::string &arg) {
    return arg.starts_with("-std=") || arg.starts_with("--std");
  });
}

} // namespace

std::vector<std::string> compileCommand(const Toolchain &toolchain,
                                        Dialect dialect,
                                        const CheckOptions &options,
                                        const std::string &output) {
  bool cxx = dialect == Dialect::Cxx;
  std::vector<std::string> cmd = toolchain.driver(cxx);
  cmd.insert(cmd.end(), {"-fplugin=" + toolchain.pluginPath(), "-g", "-O1",
                         "-I" + toolchain.includeDir, "-x", cxx ? "c++" : "c"});
  if (cxx && !choosesStandard(options.clangArgs))
    cmd.push_back("-std=c++20");
  // "-x none" ends the forced language: later inputs (extra sources, objects,
  // the runtime archive) are classified by their extension again.
  cmd.insert(cmd.end(), {options.file, "-x", "none"});
  cmd.insert(cmd.end(), options.clangArgs.begin(), options.clangArgs.end());
  cmd.insert(cmd.end(), {"-o", output, toolchain.runtimePath()});
  cmd.insert(cmd.end(), toolchain.runtimeLinkArgs.begin(),
             toolchain.runtimeLinkArgs.end());
  return cmd;
}

std::vector<std::string> runCommand(const CheckOptions &options,
                                    const std::string &output) {
  std::vector<std::string> cmd = {
      output.find('/') == std::string::npos ? "./" + output : output};
  std::vector<std::string> flags = runtimeFlags(options);
  cmd.insert(cmd.end(), flags.begin(), flags.end());
  return cmd;
}

} // namespace wmc::tools
