// Finds declarations and statements of a parsed snippet by name or order, for
// the unit tests of the uniformity and thread-index analyses.
#ifndef WMC_TEST_ANALYSIS_GPUSNIPPET_H
#define WMC_TEST_ANALYSIS_GPUSNIPPET_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Frontend/ASTUnit.h"

#include <string_view>
#include <vector>

namespace wmc::analysis::test {

// The definition of the function `name` in the main file, or null.
const clang::FunctionDecl *functionNamed(clang::ASTUnit &unit, std::string_view name);

// The variable `name` declared in `fn` (parameters included), or null.
const clang::VarDecl *varNamed(const clang::FunctionDecl *fn, std::string_view name);

// The conditions of the if statements of `fn`, in source order.
std::vector<const clang::Expr *> ifConditions(const clang::FunctionDecl *fn);

// The outermost array subscripts of `fn`, in source order.
std::vector<const clang::ArraySubscriptExpr *> subscripts(const clang::FunctionDecl *fn);

} // namespace wmc::analysis::test

#endif
