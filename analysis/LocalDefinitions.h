// The values a local variable is given in its function: its initializer and
// the right-hand sides of assignments (`=`, `+=`, ...), and whether it may
// change in ways those do not show (++/--, its address taken).
#ifndef WMC_ANALYSIS_LOCALDEFINITIONS_H
#define WMC_ANALYSIS_LOCALDEFINITIONS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <vector>

namespace wmc::analysis {

struct LocalDefinitions {
  std::vector<const clang::Expr *> values;
  bool escapes = false; // incremented, decremented or address taken
};

LocalDefinitions localDefinitions(const clang::VarDecl *var, const clang::FunctionDecl *function);

} // namespace wmc::analysis

#endif
