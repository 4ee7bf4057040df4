#include "ExprEffects.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

namespace wmc::analysis {

using namespace clang;

namespace {

// A local variable or parameter of the function (not static, not a
// reference), whose accesses stay with the thread, or a constant
// (`std::memory_order_relaxed`), whose reads are folded.
bool isPrivateVariable(const Expr *e) {
  const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParens());
  const auto *var = ref ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (!var || var->getType()->isReferenceType())
    return false;
  QualType type = var->getType();
  return var->hasLocalStorage() || var->isConstexpr() ||
         (type.isConstQualified() && !type.isVolatileQualified());
}

// Calls that only ask which GPU thread runs (threadIdx expands to one) or
// hint the compiler.
bool isQuietCallee(const FunctionDecl *callee) {
  if (!callee || !callee->getIdentifier())
    return false;
  llvm::StringRef name = callee->getName();
  return name.starts_with("__wmc_gpu_") || name == "toUint3" || name == "__builtin_expect" ||
         name == "__builtin_assume" || name == "get_global_id" || name == "get_local_id" ||
         name == "get_group_id" || name == "get_global_size" || name == "get_local_size" ||
         name == "get_num_groups" || name == "get_work_dim" || name == "get_global_offset";
}

} // namespace

bool accessesItself(const Expr *e) {
  if (const auto *cast = dyn_cast<ImplicitCastExpr>(e))
    return cast->getCastKind() == CK_LValueToRValue && !isPrivateVariable(cast->getSubExpr());
  if (const auto *binary = dyn_cast<BinaryOperator>(e))
    return binary->isAssignmentOp() && !isPrivateVariable(binary->getLHS());
  if (const auto *unary = dyn_cast<UnaryOperator>(e))
    return unary->isIncrementDecrementOp() && !isPrivateVariable(unary->getSubExpr());
  if (const auto *call = dyn_cast<CallExpr>(e))
    return !isQuietCallee(call->getDirectCallee());
  if (const auto *construct = dyn_cast<CXXConstructExpr>(e))
    return !construct->getConstructor()->isTrivial();
  return isa<AtomicExpr, CXXNewExpr, CXXDeleteExpr, CXXThrowExpr, StmtExpr, VAArgExpr,
             PseudoObjectExpr>(e);
}

bool isQuiet(const Expr *e) {
  if (!e || isa<UnaryExprOrTypeTraitExpr, LambdaExpr, CXXTypeidExpr>(e))
    return true; // unevaluated, or a closure that is not called here
  if (accessesItself(e))
    return false;
  for (const Stmt *child : e->children())
    if (const auto *sub = dyn_cast_or_null<Expr>(child); sub && !isQuiet(sub))
      return false;
  return true;
}

} // namespace wmc::analysis
