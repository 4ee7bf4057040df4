// Which calls wait at a block barrier: the barrier functions themselves and
// calls to functions whose bodies (transitively) reach one. A call to such a
// helper acts as a barrier for the race check and must be reached by the
// whole block like a barrier.
#ifndef WMC_ANALYSIS_BARRIERCALLS_H
#define WMC_ANALYSIS_BARRIERCALLS_H

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <map>

namespace wmc::analysis {

class BarrierCalls {
public:
  bool waitsAtBarrier(const clang::CallExpr *call);
  bool reachesBarrier(const clang::FunctionDecl *fn);

private:
  std::map<const clang::FunctionDecl *, bool> reaches_;
};

// Every call in `stmt` (not descending into lambdas).
template <class Visit> void forEachCall(const clang::Stmt *stmt, Visit &&visit) {
  if (!stmt)
    return;
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(stmt))
    visit(call);
  if (llvm::isa<clang::LambdaExpr>(stmt))
    return;
  for (const clang::Stmt *child : stmt->children())
    forEachCall(child, visit);
}

} // namespace wmc::analysis

#endif
