#include "CheckCommand.h"

#include "AnalyzeCommand.h"

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <string_view>

namespace wmc::tools {

namespace {

bool choosesStandard(const std::vector<std::string> &args) {
  return std::any_of(args.begin(), args.end(), [](const std::string &arg) {
    return arg.starts_with("-std=") || arg.starts_with("--std");
  });
}

bool startsWithAny(std::string_view arg,
                   std::initializer_list<std::string_view> prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(),
                     [&](std::string_view p) { return arg.starts_with(p); });
}

// The arguments of CLANG_ARGS that a separate compile step also needs:
// those starting with one of `joined`, and each of `separate` with the
// value that follows it.
std::vector<std::string>
pickArgs(const std::vector<std::string> &args,
         std::initializer_list<std::string_view> joined,
         std::initializer_list<std::string_view> separate) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (std::find(separate.begin(), separate.end(), arg) != separate.end()) {
      out.push_back(arg);
      if (i + 1 < args.size())
        out.push_back(args[++i]);
    } else if (startsWithAny(arg, joined)) {
      out.push_back(arg);
    }
  }
  return out;
}

// -D/-U/-I/-include/-std=... for the CUDA-mode parse.
std::vector<std::string> preprocessorArgs(const std::vector<std::string> &args) {
  return pickArgs(args, {"-D", "-U", "-I", "-std=", "--std="},
                  {"-include", "-isystem", "-iquote", "-idirafter", "-D", "-U",
                   "-I"});
}

std::string stemOf(const std::string &file) {
  return std::filesystem::path(file).stem().string();
}

std::string dirOf(const std::string &file) {
  std::string dir = std::filesystem::path(file).parent_path().string();
  return dir.empty() ? "." : dir;
}

void append(std::vector<std::string> &to, const std::vector<std::string> &from) {
  to.insert(to.end(), from.begin(), from.end());
}

void appendLink(std::vector<std::string> &cmd, const Toolchain &toolchain,
                const std::string &output) {
  cmd.insert(cmd.end(), {"-o", output, toolchain.runtimePath()});
  append(cmd, toolchain.runtimeLinkArgs);
}

std::vector<BuildStep> cudaCommands(const Toolchain &toolchain,
                                    const CheckOptions &options,
                                    const std::string &output,
                                    const std::string &workDir) {
  std::string lowered = workDir + "/" + stemOf(options.file) + ".cu.cpp";
  bool standard = choosesStandard(options.clangArgs);

  std::vector<std::string> lower = {toolchain.cudaLowerPath(), "-o", lowered,
                                    "--line-name=" + options.file,
                                    options.file, "--"};
  append(lower, cudaShimFlags(toolchain));
  if (!standard)
    lower.push_back("-std=c++17");
  append(lower, preprocessorArgs(options.clangArgs));

  // The analysis runs on the CUDA AST (attributes, __shared__, <<<>>>); the
  // compile of the lowered C++ only instruments, so no warning is printed
  // twice.
  // -Wno-everything: clang's own warnings come from the C++ compile below
  // (the plugin does not treat it as turning wmc's checks off).
  AnalyzeRequest analysis{options.file, {"-Wno-everything"}, {}, {}};
  append(analysis.clangArgs, preprocessorArgs(options.clangArgs));
  for (const std::string &arg : options.clangArgs)
    if (arg.starts_with("-fplugin-arg-wmc-W") || arg == "-w" || arg == "-Werror" ||
        arg == "-Wno-error")
      analysis.clangArgs.push_back(arg);
  std::vector<std::string> analyze = analyzeCommand(toolchain, Dialect::Cuda, analysis);

  std::vector<std::string> compile = toolchain.driver(/*cxx=*/true);
  compile.insert(compile.end(), {"-fplugin=" + toolchain.pluginPath(),
                                 "-fplugin-arg-wmc-no-analysis", "-g", "-O1"});
  append(compile, cudaShimFlags(toolchain));
  // Quoted includes of FILE are found next to FILE, not next to the lowered
  // copy.
  compile.insert(compile.end(), {"-iquote", dirOf(options.file), "-x", "c++"});
  if (!standard)
    compile.push_back("-std=c++17");
  compile.insert(compile.end(), {lowered, "-x", "none"});
  append(compile, options.clangArgs);
  appendLink(compile, toolchain, output);
  return {{"analyze", analyze}, {"lower", lower}, {"compile", compile}};
}

std::vector<BuildStep> openclCommands(const Toolchain &toolchain,
                                      const CheckOptions &options,
                                      const std::string &output,
                                      const std::string &workDir) {
  std::string object = workDir + "/" + stemOf(options.file) + ".o";
  std::vector<std::string> compile = {toolchain.clang};
  std::vector<std::string> flags = openclCompileFlags(toolchain);
  bool userStandard = std::any_of(
      options.clangArgs.begin(), options.clangArgs.end(),
      [](const std::string &arg) { return arg.starts_with("-cl-std="); });
  for (const std::string &flag : flags)
    if (!(userStandard && flag.starts_with("-cl-std=")))
      compile.push_back(flag);
  for (std::string &arg :
       pickArgs(options.clangArgs,
                {"-D", "-U", "-I", "-cl-", "-O", "-g", "-W", "-f"},
                {"-include", "-isystem", "-D", "-U", "-I"}))
    if (!arg.starts_with("-Wl,"))
      compile.push_back(std::move(arg));
  compile.insert(compile.end(), {"-c", options.file, "-o", object});

  std::vector<std::string> link = {toolchain.clang,
                                   "-fplugin=" + toolchain.pluginPath(), "-g",
                                   "-O1", "-I" + toolchain.includeDir, object};
  for (const std::string &arg : options.clangArgs)
    if (!arg.starts_with("-cl-"))
      link.push_back(arg);
  appendLink(link, toolchain, output);
  return {{"compile", compile}, {"link", link}};
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
  append(cmd, options.clangArgs);
  appendLink(cmd, toolchain, output);
  return cmd;
}

std::vector<BuildStep> buildCommands(const Toolchain &toolchain,
                                     Dialect dialect,
                                     const CheckOptions &options,
                                     const std::string &output,
                                     const std::string &workDir) {
  switch (dialect) {
  case Dialect::Cuda:
    return cudaCommands(toolchain, options, output, workDir);
  case Dialect::OpenCL:
    return openclCommands(toolchain, options, output, workDir);
  case Dialect::C:
  case Dialect::Cxx:
  case Dialect::Unknown:
    break;
  }
  return {{"compile", compileCommand(toolchain, dialect, options, output)}};
}

std::vector<std::string> openclCompileFlags(const Toolchain &toolchain) {
  return {"-x",
          "cl",
          "-cl-std=CL2.0",
          "-target",
          "x86_64-unknown-linux-gnu",
          "-fplugin=" + toolchain.pluginPath(),
          "-g",
          "-O1",
          "-I" + toolchain.includeDir};
}

std::vector<std::string> cudaShimFlags(const Toolchain &toolchain) {
  return {"-I" + toolchain.includeDir,
          "-I" + toolchain.includeDir + "/wmc/cuda-include", "-include",
          "wmc/cuda_runtime.h"};
}

std::vector<std::string> runCommand(const CheckOptions &options,
                                    const std::string &output) {
  std::vector<std::string> cmd = {
      output.find('/') == std::string::npos ? "./" + output : output};
  std::vector<std::string> flags = runtimeFlags(options);
  cmd.insert(cmd.end(), flags.begin(), flags.end());
  // The runtime removes its --wmc-* flags; main sees the rest.
  cmd.insert(cmd.end(), options.programArgs.begin(), options.programArgs.end());
  return cmd;
}

} // namespace wmc::tools
