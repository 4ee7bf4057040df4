// Lowering of a CUDA source file to C++ that clang compiles for the host.
//
// clang parses FILE in CUDA host mode (`-x cuda --cuda-host-only -nocudainc
// -nocudalib`, with the shim <wmc/cuda_runtime.h> given by the caller as
// `-include`), so kernel launches are real syntax. Every launch
//
//     CALLEE<<<grid, block[, shmem[, stream]]>>>(args...)
//
// is rewritten in place into
//
//     ::wmc::cuda::launcher([=](auto &&... __wmc_a) { CALLEE(__wmc_a...); })
//         (grid, block[, shmem[, stream]])(args...)
//
// which calls the launcher of the shim. The lambda keeps template kernels
// (explicit or deduced template arguments) and overloaded kernels working
// with the callee text unchanged. Only tokens are replaced and text is
// inserted on the lines where the launch is, so every line keeps its number;
// the output starts with `#line 1 "FILE"`, which makes diagnostics, debug
// info and __FILE__ name the original file.
#ifndef WMC_DIALECT_CUDALOWER_H
#define WMC_DIALECT_CUDALOWER_H

#include <string>
#include <vector>

namespace wmc::dialect {

struct LowerRequest {
  std::string file;                   // the .cu file
  std::string lineName;               // name in `#line 1 "..."`; file if empty
  std::string clang;                  // driver path (argv[0] of the parse)
  std::string resourceDir;            // clang's resource dir; empty: driver's
  std::vector<std::string> clangArgs; // -I, -D, -include, -std=, ...
};

struct LowerResult {
  bool ok = false;
  std::string text;     // the lowered source when ok
  unsigned launches = 0; // kernel launches rewritten
};

// Parses and lowers request.file. clang's diagnostics (errors only) go to
// stderr, in the usual `file:line:col: error: ...` form; wmc's own checks
// (launches in macros or headers, dynamic shared memory) are reported the
// same way. `ok` is false if any error was reported.
LowerResult lowerCudaFile(const LowerRequest &request);

// The clang arguments used for the CUDA-mode parse, after argv[0].
std::vector<std::string> cudaParseArgs(const LowerRequest &request);

} // namespace wmc::dialect

#endif
