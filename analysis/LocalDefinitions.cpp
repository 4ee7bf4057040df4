#include "LocalDefinitions.h"

#include "clang/AST/RecursiveASTVisitor.h"

namespace wmc::analysis {

namespace {

bool refersTo(const clang::Expr *e, const clang::VarDecl *var) {
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e->IgnoreParenImpCasts());
  return ref && ref->getDecl() == var;
}

class DefinitionFinder : public clang::RecursiveASTVisitor<DefinitionFinder> {
public:
  DefinitionFinder(const clang::VarDecl *var, LocalDefinitions &out) : var_(var), out_(out) {}

  bool VisitBinaryOperator(clang::BinaryOperator *op) {
    if (op->isAssignmentOp() && refersTo(op->getLHS(), var_))
      out_.values.push_back(op->getRHS());
    return true;
  }
  bool VisitUnaryOperator(clang::UnaryOperator *op) {
    if ((op->isIncrementDecrementOp() || op->getOpcode() == clang::UO_AddrOf) &&
        refersTo(op->getSubExpr(), var_))
      out_.escapes = true;
    return true;
  }

private:
  const clang::VarDecl *var_;
  LocalDefinitions &out_;
};

} // namespace

LocalDefinitions localDefinitions(const clang::VarDecl *var, const clang::FunctionDecl *function) {
  LocalDefinitions defs;
  if (const clang::Expr *init = var->getInit())
    defs.values.push_back(init);
  if (function && function->hasBody()) {
    DefinitionFinder finder(var, defs);
    finder.TraverseStmt(function->getBody());
  }
  return defs;
}

} // namespace wmc::analysis
