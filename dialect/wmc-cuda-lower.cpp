// wmc-cuda-lower: rewrites the kernel launches of a .cu file into calls of
// the launcher in <wmc/cuda_runtime.h> (see CudaLower.h). `wmc check` runs
// it before compiling a .cu file; it can also be run by hand to see what
// wmc compiles.
//
//   wmc-cuda-lower [-o OUT] [--line-name=NAME] [-v] FILE [-- CLANG_ARGS...]
//
// CLANG_ARGS (-I, -D, -include, -std=...) are added to the CUDA-mode parse.
// The lowered source goes to OUT (default: stdout). Exit status: 0 lowered,
// 1 the file has errors (clang's diagnostics are on stderr), 2 bad usage.
#include "CudaLower.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr const char *kUsage =
    "Usage: wmc-cuda-lower [-o OUT] [--line-name=NAME] [-v] FILE "
    "[-- CLANG_ARGS...]\n";

int usage(const std::string &message) {
  std::cerr << "wmc-cuda-lower: " << message << '\n' << kUsage;
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  wmc::dialect::LowerRequest request;
  request.clang = WMC_LOWER_CLANG;
  request.resourceDir = WMC_LOWER_RESOURCE_DIR;
  std::string output;
  bool verbose = false;
  std::vector<std::string> args(argv + 1, argv + argc);
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (arg == "--") {
      request.clangArgs.assign(args.begin() + static_cast<long>(i) + 1,
                               args.end());
      break;
    }
    if (arg == "-h" || arg == "--help") {
      std::cout << kUsage;
      return 0;
    }
    if (arg == "-v") {
      verbose = true;
    } else if (arg == "-o") {
      if (i + 1 >= args.size())
        return usage("option '-o' requires a value");
      output = args[++i];
    } else if (arg.rfind("--line-name=", 0) == 0) {
      request.lineName = arg.substr(12);
    } else if (arg.size() > 1 && arg[0] == '-') {
      return usage("unknown option '" + arg + "'");
    } else if (!request.file.empty()) {
      return usage("more than one input file");
    } else {
      request.file = arg;
    }
  }
  if (request.file.empty())
    return usage("no input file given");
  if (!std::ifstream(request.file))
    return usage("cannot read '" + request.file + "'");

  if (verbose) {
    std::cerr << "wmc-cuda-lower: parse: " << request.clang;
    for (const std::string &a : wmc::dialect::cudaParseArgs(request))
      std::cerr << ' ' << a;
    std::cerr << '\n';
  }
  wmc::dialect::LowerResult result = wmc::dialect::lowerCudaFile(request);
  if (!result.ok)
    return 1;
  if (output.empty()) {
    std::cout << result.text;
    return std::cout.flush() ? 0 : 2;
  }
  std::ofstream out(output, std::ios::binary);
  out << result.text;
  out.close();
  if (!out)
    return usage("cannot write '" + output + "'");
  return 0;
}
