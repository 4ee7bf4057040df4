// The clang command behind `wmc analyze` (and the CUDA analysis step of
// `wmc check`): a syntax-only compile with the wmc plugin, whose AST
// consumer reports the static pre-analysis's findings (docs/diagnostics.md).
#ifndef WMC_TOOLS_ANALYZECOMMAND_H
#define WMC_TOOLS_ANALYZECOMMAND_H

#include "Dialect.h"
#include "Paths.h"

#include <optional>
#include <string>
#include <vector>

namespace wmc::tools {

struct AnalyzeRequest {
  std::string file;
  std::vector<std::string> clangArgs;
  std::optional<std::string> reportJson;  // plugin writes its JSON here
  std::optional<std::string> exportFixes; // and the clang-apply-replacements file here
};

// <driver> -fplugin=<plugin> -fsyntax-only
//   [CLANG_ARGS, with -W..wmc-.. options turned into plugin arguments]
//   [-fplugin-arg-wmc-report-json=...] [-fplugin-arg-wmc-export-fixes=...]
//   <dialect flags> FILE
// Dialect flags: C: -I<include> -x c; C++: -I<include> -x c++ [-std=c++20];
// CUDA: -x cuda --cuda-host-only -nocudainc -nocudalib
//   -Wno-unknown-cuda-version -Xclang -fgpu-defer-diag [-std=c++17]
//   <cudaShimFlags>;
// OpenCL: openclCompileFlags (without -cl-std= if CLANG_ARGS give one).
std::vector<std::string> analyzeCommand(const Toolchain &toolchain, Dialect dialect,
                                        const AnalyzeRequest &request);

// The -W options about wmc checks (-Wno-wmc-scope, -Werror=wmc-scope, ...)
// become -fplugin-arg-wmc-W... arguments: clang 19 does not know the groups
// and would warn "unknown warning option"; the plugin reads them instead.
std::vector<std::string> routeWmcWarningOptions(const std::vector<std::string> &clangArgs);

} // namespace wmc::tools

#endif
