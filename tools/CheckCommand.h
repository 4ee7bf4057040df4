// The commands behind `wmc check`: build the checked program with the
// plugin (one compile for C/C++; lower + compile for CUDA; compile + link
// for OpenCL), then run it.
#ifndef WMC_TOOLS_CHECKCOMMAND_H
#define WMC_TOOLS_CHECKCOMMAND_H

#include "CheckOptions.h"
#include "Dialect.h"
#include "Paths.h"

#include <string>
#include <vector>

namespace wmc::tools {

// <clang> -fplugin=<plugin> -g -O1 -I<include> -x c|c++ [-std=c++20] FILE
//   -x none [CLANG_ARGS...] -o <output> <runtime> [runtime link args]
// `dialect` must be C or Cxx. -std=c++20 is added for C++ unless clangArgs
// already choose a standard.
std::vector<std::string> compileCommand(const Toolchain &toolchain,
                                        Dialect dialect,
                                        const CheckOptions &options,
                                        const std::string &output);

// One command of the build, with what it does ("lower", "compile", "link")
// for -v.
struct BuildStep {
  std::string what;
  std::vector<std::string> argv;
};

// The commands that build the checked program at `output`, in order; each
// must succeed. `workDir` is a private directory for intermediate files
// (the lowered CUDA source, the OpenCL object).
//
// CUDA (docs/cuda.md):
//   <analyzeCommand for FILE with the preprocessor and warning args of
//       CLANG_ARGS> (prints the compile-time warnings, docs/diagnostics.md)
//   <bin>/wmc-cuda-lower -o <work>/<stem>.cu.cpp --line-name=FILE FILE --
//       <shim args> [preprocessor args of CLANG_ARGS]
//   <clang++> -fplugin=<plugin> -fplugin-arg-wmc-no-analysis -g -O1
//       <shim args> -iquote <dir of FILE>
//       -x c++ [-std=c++17] <work>/<stem>.cu.cpp -x none [CLANG_ARGS...]
//       -o <output> <runtime> [runtime link args]
// OpenCL (docs/opencl.md):
//   <clang> <openclCompileFlags> [compile args of CLANG_ARGS] -c FILE
//       -o <work>/<stem>.o
//   <clang> -fplugin=<plugin> -g -O1 -I<include> <work>/<stem>.o
//       [CLANG_ARGS without -cl-*] -o <output> <runtime> [runtime link args]
std::vector<BuildStep> buildCommands(const Toolchain &toolchain,
                                     Dialect dialect,
                                     const CheckOptions &options,
                                     const std::string &output,
                                     const std::string &workDir);

// The flags that compile an OpenCL C file with the plugin, before the
// user's CLANG_ARGS: the one place to extend for OpenCL.
std::vector<std::string> openclCompileFlags(const Toolchain &toolchain);

// The include flags that make the CUDA shim visible, for both the lowering
// parse and the C++ compile: <wmc/cuda_runtime.h> is included first, and
// <cuda_runtime.h>, <cuda/atomic>, ... find wmc's redirect headers.
std::vector<std::string> cudaShimFlags(const Toolchain &toolchain);

// <output> --wmc-... flags for the given options.
std::vector<std::string> runCommand(const CheckOptions &options,
                                    const std::string &output);

} // namespace wmc::tools

#endif
