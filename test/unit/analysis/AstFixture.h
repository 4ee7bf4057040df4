// Parses a snippet of C, C++, CUDA or OpenCL C into a clang AST and runs the
// analysis on it, for the unit tests of analysis/.
#ifndef WMC_TEST_ANALYSIS_ASTFIXTURE_H
#define WMC_TEST_ANALYSIS_ASTFIXTURE_H

#include "Finding.h"

#include "clang/Frontend/ASTUnit.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace wmc::analysis::test {

enum class Lang { C, Cxx, Cuda, OpenCl };

// The AST of `code`; fails the current test (and returns null) when clang
// reports an error. CUDA snippets see wmc's CUDA headers (cuda_runtime.h is
// included implicitly); OpenCL snippets see <wmc/opencl.h>'s declarations.
std::unique_ptr<clang::ASTUnit> parse(std::string_view code, Lang lang);

// The findings of one check on `code`.
std::vector<Finding> findings(std::string_view code, Lang lang, CheckKind check);

// A finding's line (1-based) in the snippet.
unsigned lineOf(const clang::ASTUnit &unit, clang::SourceLocation loc);

} // namespace wmc::analysis::test

#endif
