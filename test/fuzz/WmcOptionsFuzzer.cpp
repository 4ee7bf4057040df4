// Fuzzes the command lines of the wmc tools: `wmc check` and `wmc analyze`
// options, the GPU options resolved for each dialect, the runtime flags they
// become, the compiler wrappers' view of a clang command line, and response
// file splitting.
#include "FuzzInput.h"

#include "AnalyzeOptions.h"
#include "CheckOptions.h"
#include "GpuOptions.h"
#include "ResponseFile.h"
#include "WrapperArgs.h"

#include <algorithm>
#include <string_view>

using namespace wmc::tools;

namespace {

void checkRuntimeFlags(const CheckOptions &options) {
  for (const std::string &flag : runtimeFlags(options))
    wmc::fuzz::require(flag.starts_with("--wmc-"), "a runtime flag that is not --wmc-*");
}

void fuzzCheck(const std::vector<std::string> &args) {
  Result<CheckOptions> parsed = parseCheckOptions(args);
  if (!parsed)
    return;
  if (parsed->help)
    return;
  checkRuntimeFlags(*parsed);
  for (Dialect d : {Dialect::C, Dialect::Cxx, Dialect::Cuda, Dialect::OpenCL, Dialect::Unknown}) {
    CheckOptions resolved = *parsed;
    if (resolveGpuOptions(resolved, d))
      continue;
    checkRuntimeFlags(resolved);
    if (resolved.grid && resolved.block)
      wmc::fuzz::require(volume(*resolved.grid) * volume(*resolved.block) <= kMaxLaunchThreads,
                         "a resolved launch above the thread limit");
  }
}

// Response files (@FILE) are left out: expanding them reads the named file,
// and an input like "@/dev/zero" would never end. splitResponseFile, their
// parser, is fuzzed on its own.
void fuzzWrapper(std::vector<std::string> args) {
  std::erase_if(args, [](const std::string &a) { return a.starts_with("@"); });
  Toolchain tc;
  tc.clang = "clang-19";
  tc.cxxDriver = {"clang++-19"};
  tc.libDir = "/lib";
  tc.includeDir = "/include";
  tc.runtimeLinkArgs = {"-lstdc++"};
  bool links = invocationLinks(args);
  (void)choosesDebugInfo(args);
  for (bool cxx : {false, true}) {
    std::vector<std::string> command = wrapperCommand(tc, cxx, args);
    wmc::fuzz::require(command.size() >= args.size(), "the wrapper dropped arguments");
    auto count = [&](const std::vector<std::string> &list) {
      return std::ranges::count(list, tc.runtimePath());
    };
    wmc::fuzz::require((count(command) > count(args)) == links,
                       "the runtime is added iff the invocation links");
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::vector<std::string> args = wmc::fuzz::splitArgs(data, size);
  fuzzCheck(args);
  (void)parseAnalyzeOptions(args);
  fuzzWrapper(args);
  (void)splitResponseFile(std::string_view(reinterpret_cast<const char *>(data), size));
  return 0;
}
