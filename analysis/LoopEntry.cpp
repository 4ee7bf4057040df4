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

namespace {

// Whether `s` assigns `var` (or takes its address) anywhere.
bool assigns(const clang::Stmt *s, const clang::VarDecl *var) {
  if (!s)
    return false;
  if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(s);
      binary && binary->isAssignmentOp() && isVar(binary->getLHS(), var))
    return true;
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(s);
      unary && (unary->isIncrementDecrementOp() || unary->getOpcode() == clang::UO_AddrOf) &&
      isVar(unary->getSubExpr(), var))
    return true;
  for (const clang::Stmt *child : s->children())
    if (assigns(child, var))
      return true;
  return false;
}

// Whether `s` may leave the loop it is the body of other than through the
// loop's test: a break of that loop, or a goto.
bool leavesEarly(const clang::Stmt *s, bool inNestedBreakable = false) {
  if (!s)
    return false;
  if (llvm::isa<clang::GotoStmt, clang::IndirectGotoStmt>(s))
    return true;
  if (llvm::isa<clang::BreakStmt>(s) && !inNestedBreakable)
    return true;
  bool nested = inNestedBreakable || llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt,
                                               clang::SwitchStmt, clang::CXXForRangeStmt>(s);
  for (const clang::Stmt *child : s->children())
    if (leavesEarly(child, nested))
      return true;
  return false;
}

// The counter's next value, or nullopt if `inc` is no constant update of it.
std::optional<int64_t> step(const clang::Expr *inc, const clang::VarDecl *var, int64_t v,
                            clang::ASTContext &ctx) {
  inc = inc->IgnoreParenImpCasts();
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(inc);
      unary && unary->isIncrementDecrementOp() && isVar(unary->getSubExpr(), var))
    return unary->isIncrementOp() ? v + 1 : v - 1;
  const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(inc);
  if (!binary || !binary->isCompoundAssignmentOp() || !isVar(binary->getLHS(), var))
    return std::nullopt;
  auto c = constantOf(binary->getRHS(), ctx);
  if (!c)
    return std::nullopt;
  switch (binary->getOpcode()) {
  case clang::BO_AddAssign:
    return v + *c;
  case clang::BO_SubAssign:
    return v - *c;
  case clang::BO_MulAssign:
    return v * *c;
  case clang::BO_DivAssign:
    return *c != 0 ? std::optional<int64_t>(v / *c) : std::nullopt;
  case clang::BO_ShlAssign:
    return *c >= 0 && *c < 32 ? std::optional<int64_t>(v << *c) : std::nullopt;
  case clang::BO_ShrAssign:
    return *c >= 0 && *c < 32 && v >= 0 ? std::optional<int64_t>(v >> *c) : std::nullopt;
  default:
    return std::nullopt;
  }
}

std::optional<bool> holds(clang::BinaryOperatorKind op, int64_t a, int64_t b) {
  switch (op) {
  case clang::BO_LT:
    return a < b;
  case clang::BO_LE:
    return a <= b;
  case clang::BO_GT:
    return a > b;
  case clang::BO_GE:
    return a >= b;
  case clang::BO_NE:
    return a != b;
  default:
    return std::nullopt;
  }
}

} // namespace

std::optional<LastRound> lastRoundOf(const clang::ForStmt *loop, clang::ASTContext &ctx) {
  if (!loop || !loop->getCond() || !loop->getInc())
    return std::nullopt;
  auto initial = initialValue(loop->getInit(), ctx);
  const auto *cond = llvm::dyn_cast<clang::BinaryOperator>(loop->getCond()->IgnoreParenImpCasts());
  if (!initial || !cond || !isVar(cond->getLHS(), initial->var) ||
      assigns(loop->getBody(), initial->var) || assigns(loop->getCond(), initial->var) ||
      leavesEarly(loop->getBody()))
    return std::nullopt;
  auto bound = constantOf(cond->getRHS(), ctx);
  if (!bound)
    return std::nullopt;
  // Values stay small (|v| < 2^31) so that the int64 simulation matches
  // the program's arithmetic in any integer type.
  // With an unsigned counter or test, only non-negative values are simulated.
  constexpr int64_t kLimit = int64_t{1} << 31;
  bool signedOnly = initial->var->getType()->isSignedIntegerType() &&
                    cond->getLHS()->getType()->isSignedIntegerType();
  if (!signedOnly && *bound < 0)
    return std::nullopt;
  std::optional<int64_t> last;
  int64_t v = initial->value;
  for (int round = 0; round < 4096; ++round) {
    if (v <= -kLimit || v >= kLimit || (!signedOnly && v < 0))
      return std::nullopt;
    auto test = holds(cond->getOpcode(), v, *bound);
    if (!test)
      return std::nullopt;
    if (!*test)
      return last ? std::optional<LastRound>(LastRound{initial->var, *last}) : std::nullopt;
    last = v;
    auto next = step(loop->getInc(), initial->var, v, ctx);
    if (!next)
      return std::nullopt;
    v = *next;
  }
  return std::nullopt;
}

} // namespace wmc::analysis
