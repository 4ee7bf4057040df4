#include "LoopEntry.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <optional>

namespace wmc::analysis {

namespace {

// The variable a for-init declares or assigns, with its constant value.
struct InitialValue {
  const clang::VarDecl *var = nullptr;
  int64_t value = 0;
};

std::optional<int64_t> constantOf(const clang::Expr *e, clang::ASTContext &ctx) {
  clang::Expr::EvalResult result;
  if (!e || e->isValueDependent() || !e->EvaluateAsInt(result, ctx))
    return std::nullopt;
  return result.Val.getInt().getExtValue();
}

std::optional<InitialValue> initialValue(const clang::Stmt *init, clang::ASTContext &ctx) {
  if (const auto *decl = llvm::dyn_cast_or_null<clang::DeclStmt>(init); decl && decl->isSingleDecl())
    if (const auto *var = llvm::dyn_cast<clang::VarDecl>(decl->getSingleDecl());
        var && var->getType()->isIntegerType())
      if (auto value = constantOf(var->getInit(), ctx))
        return InitialValue{var, *value};
  if (const auto *assign = llvm::dyn_cast_or_null<clang::BinaryOperator>(init);
      assign && assign->getOpcode() == clang::BO_Assign)
    if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(assign->getLHS()->IgnoreParens()))
      if (const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
          var && var->getType()->isIntegerType())
        if (auto value = constantOf(assign->getRHS(), ctx))
          return InitialValue{var, *value};
  return std::nullopt;
}

bool isVar(const clang::Expr *e, const clang::VarDecl *var) {
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e->IgnoreParenImpCasts());
  return ref && ref->getDecl() == var;
}

} // namespace

bool entersBodyFirstTime(const clang::Stmt *loop, clang::ASTContext &ctx) {
  const auto *forStmt = llvm::dyn_cast_or_null<clang::ForStmt>(loop);
  if (!forStmt || !forStmt->getCond())
    return false;
  auto initial = initialValue(forStmt->getInit(), ctx);
  const auto *cond =
      llvm::dyn_cast<clang::BinaryOperator>(forStmt->getCond()->IgnoreParenImpCasts());
  if (!initial || !cond || !cond->isComparisonOp())
    return false;
  // Compare in the comparison's operand type: signedness matters.
  clang::QualType type = cond->getLHS()->getType();
  if (!type->isIntegerType() || ctx.getTypeSize(type) > 64)
    return false;
  std::optional<int64_t> lhs, rhs;
  if (isVar(cond->getLHS(), initial->var)) {
    lhs = initial->value;
    rhs = constantOf(cond->getRHS(), ctx);
  } else if (isVar(cond->getRHS(), initial->var)) {
    lhs = constantOf(cond->getLHS(), ctx);
    rhs = initial->value;
  }
  if (!lhs || !rhs)
    return false;
  unsigned bits = static_cast<unsigned>(ctx.getTypeSize(type));
  bool isSigned = type->isSignedIntegerType();
  llvm::APSInt a(llvm::APInt(bits, static_cast<uint64_t>(*lhs), isSigned), !isSigned);
  llvm::APSInt b(llvm::APInt(bits, static_cast<uint64_t>(*rhs), isSigned), !isSigned);
  switch (cond->getOpcode()) {
  case clang::BO_LT:
    return a < b;
  case clang::BO_LE:
    return a <= b;
  case clang::BO_GT:
    return a > b;
  case clang::BO_GE:
    return a >= b;
  case clang::BO_EQ:
    return a == b;
  case clang::BO_NE:
    return a != b;
  default:
    return false;
  }
}

bool entersLoopBodySurely(const clang::CFGBlock &from, const clang::CFGBlock &to,
                          clang::ASTContext &ctx) {
  const clang::Stmt *loop = to.getTerminatorStmt();
  if (!loop || from.getLoopTarget() == loop)
    return false; // not a loop test, or the back edge
  return entersBodyFirstTime(loop, ctx);
}

} // namespace wmc::analysis
