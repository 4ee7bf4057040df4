#include "WrapperArgs.h"

#include "ResponseFile.h"

#include <algorithm>
#include <cctype>
#include <span>
#include <string_view>

namespace wmc::tools {

namespace {

// clang-format off

// Options that stop clang before the link step.
constexpr std::string_view kNoLink[] = {
    "-c", "-S", "-E", "-M", "-MM", "-fsyntax-only", "--compile", "--assemble",
    "--preprocess", "--analyze", "--precompile", "--dependencies",
    "--user-dependencies"};

// Options whose value may be the next argument ("-o out", "-I dir", ...).
// The value must not be mistaken for an input file.
constexpr std::string_view kTakesValue[] = {
    "-o", "-x", "-I", "-D", "-U", "-L", "-F", "-l", "-u", "-z", "-T", "-e",
    "-A", "-B", "-MF", "-MT", "-MQ", "-MJ", "-include", "-imacros",
    "-isystem", "-idirafter", "-iquote", "-iprefix", "-iwithprefix",
    "-iwithprefixbefore", "-isysroot", "-iwithsysroot", "-cxx-isystem",
    "-ivfsoverlay", "-Xclang", "-Xlinker", "-Xassembler", "-Xpreprocessor",
    "-Xanalyzer", "-Xopenmp-target", "-Xcuda-fatbinary", "-Xcuda-ptxas",
    "-mllvm", "-target", "-arch", "-rpath", "-working-directory",
    "-dependency-file", "-dependency-dot", "-gcc-toolchain", "--param",
    "--sysroot", "--serialize-diagnostics", "--output", "--include-directory",
    "--define-macro", "--undefine-macro", "--library-directory", "--language",
    "--config"};

// Prefixes of options that choose a debug-info level (besides -g, -g0..3).
constexpr std::string_view kDebugPrefixes[] = {
    "-ggdb", "-glldb", "-gsce", "-gdbx", "-gdwarf", "-gline-tables-only",
    "-gline-directives-only", "-gmlt", "-gcodeview"};

// clang-format on

bool isOneOf(std::string_view arg, std::span<const std::string_view> set) {
  return std::ranges::find(set, arg) != set.end();
}

bool takesSeparateValue(std::string_view arg) {
  return isOneOf(arg, kTakesValue) || arg.starts_with("-Xarch_");
}

} // namespace

bool invocationLinks(std::span<const std::string> args) {
  bool hasInput = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view arg = args[i];
    if (arg == "--") { // everything after "--" is an input
      hasInput = hasInput || i + 1 < args.size();
      break;
    }
    if (isOneOf(arg, kNoLink))
      return false;
    if (takesSeparateValue(arg))
      ++i;
    else if (arg == "-" || !arg.starts_with("-"))
      hasInput = true;
  }
  return hasInput;
}

bool choosesDebugInfo(std::span<const std::string> args) {
  return std::ranges::any_of(args, [](std::string_view arg) {
    if (arg == "-g")
      return true;
    if (arg.size() == 3 && arg.starts_with("-g") &&
        std::isdigit(static_cast<unsigned char>(arg[2])))
      return true; // -g0 .. -g3
    return std::ranges::any_of(
        kDebugPrefixes, [&](std::string_view p) { return arg.starts_with(p); });
  });
}

std::vector<std::string> wrapperCommand(const Toolchain &toolchain, bool cxx,
                                        std::span<const std::string> args) {
  std::vector<std::string> seen = expandResponseFiles(args);
  std::vector<std::string> cmd = toolchain.driver(cxx);
  cmd.push_back("-fplugin=" + toolchain.pluginPath());
  cmd.push_back("-I" + toolchain.includeDir);
  if (!choosesDebugInfo(seen))
    cmd.push_back("-g");
  if (!invocationLinks(seen)) {
    cmd.insert(cmd.end(), args.begin(), args.end());
    return cmd;
  }
  // The runtime goes last, after the user's objects; "-x none" keeps a
  // user's "-x c" from applying to the archive. After a "--" every argument
  // is an input, so then the options must come before it.
  auto dashDash = std::find(args.begin(), args.end(), "--");
  cmd.insert(cmd.end(), args.begin(), dashDash);
  cmd.insert(cmd.end(), {"-x", "none"});
  if (dashDash == args.end()) {
    cmd.push_back(toolchain.runtimePath());
    cmd.insert(cmd.end(), toolchain.runtimeLinkArgs.begin(),
               toolchain.runtimeLinkArgs.end());
  } else {
    cmd.insert(cmd.end(), toolchain.runtimeLinkArgs.begin(),
               toolchain.runtimeLinkArgs.end());
    cmd.insert(cmd.end(), dashDash, args.end());
    cmd.push_back(toolchain.runtimePath());
  }
  return cmd;
}

} // namespace wmc::tools
