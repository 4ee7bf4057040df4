// The parts of one operation the site table (SiteTable.h) gives ranges for:
// the memory-order argument and the scope of an atomic operation or fence,
// the global variable a plain access names, and that variable's type words.
#ifndef WMC_ANALYSIS_SITEOPERANDS_H
#define WMC_ANALYSIS_SITEOPERANDS_H

#include "SiteTable.h"
#include "SourcePositions.h"

#include <optional>

namespace clang {
class ASTContext;
class Expr;
class VarDecl;
} // namespace clang

namespace wmc::analysis {

struct OperandSpans {
  std::optional<SourceSpan> order;
  bool orderMissing = false;
  std::optional<SourceSpan> scope;
  ScopeSpelling scopeSpelling = ScopeSpelling::None;
};

/// The order and scope ranges of `e` when it is an atomic operation or a
/// fence (AtomicOps.h, and the scoped forms of CUDA and OpenCL); nullopt
/// when it is none.
std::optional<OperandSpans> operandSpans(const clang::Expr *e, clang::ASTContext &ctx,
                                         SourcePositions &positions);

/// A plain access that names a global variable itself: `x` or `arr[i][j]`
/// read, or the operand of `=`, `++`, `--` or a compound assignment.
struct VariableAccess {
  const clang::VarDecl *variable = nullptr;
  bool compoundUpdate = false; ///< ++, -- or a compound assignment
};
std::optional<VariableAccess> namedVariable(const clang::Expr *e);

/// The definition of `variable` in this translation unit (a C tentative
/// one if there is no other), or null.
const clang::VarDecl *definitionOf(const clang::VarDecl *variable);

/// The type words of `variable`'s file-scope definition (`unsigned long` of
/// `static unsigned long x[4];`), when making it atomic changes exactly
/// them: a scalar type (or an array of one), not const or atomic already,
/// the only declarator of its declaration, spelled in the file.
std::optional<SourceSpan> declarationType(const clang::VarDecl *variable,
                                          SourcePositions &positions);

} // namespace wmc::analysis

#endif
