// wmc-cc / wmc-c++: drop-in compiler wrappers that add the wmc plugin and
// runtime to a clang invocation (CC=wmc-cc CXX=wmc-c++ in a build system).
// Built twice: WMC_WRAPPER_CXX is 0 for wmc-cc and 1 for wmc-c++.
#include "Help.h"
#include "Paths.h"
#include "Spawn.h"
#include "WrapperArgs.h"

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#ifndef WMC_WRAPPER_CXX
#error "WMC_WRAPPER_CXX must be defined to 0 (wmc-cc) or 1 (wmc-c++)"
#endif

using namespace wmc::tools;

namespace {

constexpr bool kCxx = WMC_WRAPPER_CXX != 0;
constexpr const char *kName = kCxx ? "wmc-c++" : "wmc-cc";
constexpr int kExitFailure = 1; // what a compiler returns when it fails

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (std::find(args.begin(), args.end(), "--wmc-help") != args.end()) {
    std::cout << wrapperHelp(kName, kCxx);
    return 0;
  }
  Result<Toolchain> toolchain = findToolchain();
  if (!toolchain) {
    std::cerr << kName << ": " << toolchain.error().message << '\n';
    return kExitFailure;
  }
  Error error = execProgram(wrapperCommand(*toolchain, kCxx, args));
  std::cerr << kName << ": " << error.message << '\n';
  return kExitFailure;
}
