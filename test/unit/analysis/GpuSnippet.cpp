#include "GpuSnippet.h"

namespace wmc::analysis::test {

namespace {

template <class Visit> void walk(const clang::Stmt *s, Visit &&visit) {
  if (!s)
    return;
  if (!visit(s))
    return;
  for (const clang::Stmt *child : s->children())
    walk(child, visit);
}

} // namespace

const clang::FunctionDecl *functionNamed(clang::ASTUnit &unit, std::string_view name) {
  const clang::FunctionDecl *found = nullptr;
  for (const clang::Decl *decl : unit.getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *fn = llvm::dyn_cast<clang::FunctionDecl>(decl))
      if (fn->getName() == llvm::StringRef(name.data(), name.size()) &&
          fn->doesThisDeclarationHaveABody())
        found = fn;
  return found;
}

const clang::VarDecl *varNamed(const clang::FunctionDecl *fn, std::string_view name) {
  llvm::StringRef wanted(name.data(), name.size());
  for (const clang::ParmVarDecl *param : fn->parameters())
    if (param->getName() == wanted)
      return param;
  const clang::VarDecl *found = nullptr;
  walk(fn->getBody(), [&](const clang::Stmt *s) {
    if (const auto *declStmt = llvm::dyn_cast<clang::DeclStmt>(s))
      for (const clang::Decl *decl : declStmt->decls())
        if (const auto *var = llvm::dyn_cast<clang::VarDecl>(decl); var && var->getName() == wanted)
          found = var;
    return true;
  });
  return found;
}

std::vector<const clang::Expr *> ifConditions(const clang::FunctionDecl *fn) {
  std::vector<const clang::Expr *> conditions;
  walk(fn->getBody(), [&](const clang::Stmt *s) {
    if (const auto *ifStmt = llvm::dyn_cast<clang::IfStmt>(s))
      conditions.push_back(ifStmt->getCond());
    return true;
  });
  return conditions;
}

std::vector<const clang::ArraySubscriptExpr *> subscripts(const clang::FunctionDecl *fn) {
  std::vector<const clang::ArraySubscriptExpr *> found;
  walk(fn->getBody(), [&](const clang::Stmt *s) {
    if (const auto *sub = llvm::dyn_cast<clang::ArraySubscriptExpr>(s)) {
      found.push_back(sub);
      return false; // not the inner subscripts of a[i][j], nor those in the index
    }
    return true;
  });
  return found;
}

} // namespace wmc::analysis::test
