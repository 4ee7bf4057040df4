#include "ThreadIndex.h"

#include "GpuDialect.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/Stmt.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <array>

namespace wmc::analysis {

bool AffineIndex::dependsOnThread() const {
  return !tid[0].isZero() || !tid[1].isZero() || !tid[2].isZero();
}

bool AffineIndex::operator==(const AffineIndex &other) const {
  return tid[0] == other.tid[0] && tid[1] == other.tid[1] && tid[2] == other.tid[2] &&
         rest == other.rest;
}

namespace {

const clang::Expr *stripCasts(const clang::Expr *e) {
  while (true) {
    const clang::Expr *next = e->IgnoreParenCasts();
    if (const auto *m = llvm::dyn_cast<clang::MaterializeTemporaryExpr>(next))
      next = m->getSubExpr();
    if (next == e)
      return e;
    e = next;
  }
}

AffineIndex constantForm(const Poly &p) {
  AffineIndex form;
  form.rest = p;
  return form;
}

std::optional<AffineIndex> scaled(const AffineIndex &form, const Poly &factor) {
  AffineIndex result;
  for (int c = 0; c < 3; ++c)
    result.tid[c] = form.tid[c] * factor;
  result.rest = form.rest * factor;
  return result;
}

void collectVars(const clang::Stmt *s, std::set<const clang::VarDecl *> &out) {
  if (!s)
    return;
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(s))
    if (const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
      out.insert(var);
  for (const clang::Stmt *child : s->children())
    collectVars(child, out);
}

// `v = v / 2`, `v = v + 1`, ...: an update that keeps a thread-free
// variable thread-free. (`v >>= 1` records only its right-hand side.)
bool updatesItselfByConstant(const clang::VarDecl *var, const clang::Expr *value) {
  const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(stripCasts(value));
  if (!binary || !binary->getRHS()->isIntegerConstantExpr(var->getASTContext()))
    return false;
  const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(stripCasts(binary->getLHS()));
  return ref && ref->getDecl() == var;
}

} // namespace

ThreadIndexBuilder::ThreadIndexBuilder(clang::ASTContext &ctx, const FunctionUniformity &uniformity)
    : ctx_(ctx), uniformity_(uniformity) {
  collectDefinitions(uniformity.function()->getBody());
}

void ThreadIndexBuilder::collectDefinitions(const clang::Stmt *s) {
  if (!s)
    return;
  if (const auto *e = llvm::dyn_cast<clang::Expr>(s)) {
    int component = threadIdComponent(e, ctx_);
    if (component >= 0)
      usedComponents_.insert(component);
    if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e);
        call && calleeName(call) == "get_global_id" && call->getNumArgs() == 1) {
      clang::Expr::EvalResult value;
      if (call->getArg(0)->EvaluateAsInt(value, ctx_))
        usedComponents_.insert(static_cast<int>(value.Val.getInt().getExtValue()) % 3);
    }
  }
  auto varOf = [](const clang::Expr *lhs) -> const clang::VarDecl * {
    if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(lhs->IgnoreParenImpCasts()))
      return llvm::dyn_cast<clang::VarDecl>(ref->getDecl());
    return nullptr;
  };
  if (const auto *declStmt = llvm::dyn_cast<clang::DeclStmt>(s)) {
    for (const clang::Decl *decl : declStmt->decls())
      if (const auto *var = llvm::dyn_cast<clang::VarDecl>(decl); var && var->getInit())
        definitions_[var].push_back(var->getInit());
  } else if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(s);
             binary && binary->isAssignmentOp()) {
    if (const clang::VarDecl *var = varOf(binary->getLHS())) {
      definitions_[var].push_back(binary->getRHS());
      redefined_.insert(var);
    }
  } else if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(s)) {
    if (const clang::VarDecl *var = varOf(unary->getSubExpr())) {
      if (unary->isIncrementDecrementOp()) {
        definitions_[var].push_back(nullptr);
        redefined_.insert(var);
      } else if (unary->getOpcode() == clang::UO_AddrOf) {
        definitions_[var].push_back(unary); // escapes: no form
        redefined_.insert(var);
      }
    }
  }
  for (const clang::Stmt *child : s->children())
    collectDefinitions(child);
}

int ThreadIndexBuilder::intern(const std::string &key, std::set<const clang::VarDecl *> vars) {
  auto [it, inserted] = atomIds_.try_emplace(key, static_cast<int>(atoms_.size()));
  if (inserted)
    atoms_.push_back({key, std::move(vars)});
  return it->second;
}

int ThreadIndexBuilder::atomFor(const clang::Expr *e) {
  e = stripCasts(e);
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e))
    if (const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
      return atomForVar(var);
  std::string key;
  llvm::raw_string_ostream out(key);
  e->printPretty(out, nullptr, ctx_.getPrintingPolicy());
  std::set<const clang::VarDecl *> vars;
  collectVars(e, vars);
  return intern("expr:" + key, std::move(vars));
}

int ThreadIndexBuilder::atomForVar(const clang::VarDecl *var) {
  std::string key;
  llvm::raw_string_ostream(key) << "var:" << static_cast<const void *>(var);
  return intern(key, {var});
}

int ThreadIndexBuilder::blockDimAtom(int component) {
  return intern("blockDim." + std::to_string(component), {});
}

std::optional<AffineIndex> ThreadIndexBuilder::affineOfVar(const clang::VarDecl *var) {
  if (expanding_.contains(var) || isBlockSharedVar(var) || !var->getType()->isIntegerType())
    return std::nullopt;
  const auto &defs = definitions_[var];
  bool isParam = llvm::isa<clang::ParmVarDecl>(var);
  // Defined once, at its declaration: the form of its initializer.
  if (!redefined_.contains(var) && !isParam && defs.size() == 1 && var->hasLocalStorage()) {
    expanding_.insert(var);
    std::optional<AffineIndex> form = affine(defs.front());
    expanding_.erase(var);
    return form;
  }
  // Otherwise an atom, if no definition involves the thread id.
  if (!var->hasLocalStorage() && !isParam)
    return std::nullopt; // globals: memory another thread may write
  expanding_.insert(var);
  bool threadFree = true;
  for (const clang::Expr *def : defs) {
    if (!def || updatesItselfByConstant(var, def))
      continue;
    std::optional<AffineIndex> form;
    if (!llvm::isa<clang::UnaryOperator>(def) ||
        llvm::cast<clang::UnaryOperator>(def)->getOpcode() != clang::UO_AddrOf)
      form = affine(def);
    if (!form || form->dependsOnThread()) {
      threadFree = false;
      break;
    }
  }
  expanding_.erase(var);
  if (!threadFree || (isParam && uniformity_.isVarying(var)))
    return std::nullopt;
  return constantForm(Poly::atom(atomForVar(var)));
}

std::optional<AffineIndex> ThreadIndexBuilder::affine(const clang::Expr *e) {
  if (!e)
    return std::nullopt;
  e = stripCasts(e);
  clang::Expr::EvalResult value;
  if (!e->isValueDependent() && e->EvaluateAsInt(value, ctx_))
    return constantForm(Poly::constant(value.Val.getInt().getExtValue()));
  if (int c = threadIdComponent(e, ctx_); c >= 0) {
    AffineIndex form;
    form.tid[c] = Poly::constant(1);
    return form;
  }
  if (int c = blockDimComponent(e, ctx_); c >= 0)
    return constantForm(Poly::atom(blockDimAtom(c)));
  if (const auto *call = llvm::dyn_cast<clang::CallExpr>(e);
      call && calleeName(call) == "get_global_id" && call->getNumArgs() == 1 &&
      call->getArg(0)->EvaluateAsInt(value, ctx_)) {
    int c = static_cast<int>(value.Val.getInt().getExtValue()) % 3;
    AffineIndex form;
    form.tid[c] = Poly::constant(1);
    form.rest = Poly::atom(intern("global_base." + std::to_string(c), {}));
    return form;
  }
  if (const auto *ref = llvm::dyn_cast<clang::DeclRefExpr>(e))
    if (const auto *var = llvm::dyn_cast<clang::VarDecl>(ref->getDecl()))
      return affineOfVar(var);
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(e)) {
    if (unary->getOpcode() == clang::UO_Plus)
      return affine(unary->getSubExpr());
    if (unary->getOpcode() == clang::UO_Minus)
      if (auto form = affine(unary->getSubExpr()))
        return scaled(*form, Poly::constant(-1));
  }
  if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(e)) {
    auto lhs = affine(binary->getLHS());
    auto rhs = affine(binary->getRHS());
    switch (binary->getOpcode()) {
    case clang::BO_Add:
    case clang::BO_Sub:
      if (lhs && rhs) {
        AffineIndex result;
        bool add = binary->getOpcode() == clang::BO_Add;
        for (int c = 0; c < 3; ++c)
          result.tid[c] = add ? lhs->tid[c] + rhs->tid[c] : lhs->tid[c] - rhs->tid[c];
        result.rest = add ? lhs->rest + rhs->rest : lhs->rest - rhs->rest;
        return result;
      }
      return std::nullopt;
    case clang::BO_Mul:
      if (lhs && rhs && !rhs->dependsOnThread())
        return scaled(*lhs, rhs->rest);
      if (lhs && rhs && !lhs->dependsOnThread())
        return scaled(*rhs, lhs->rest);
      return std::nullopt;
    case clang::BO_Shl:
      if (lhs && rhs)
        if (auto shift = rhs->rest.asConstant();
            shift && !rhs->dependsOnThread() && *shift >= 0 && *shift < 31)
          return scaled(*lhs, Poly::constant(int64_t{1} << *shift));
      return std::nullopt;
    default:
      // Non-linear (/, %, >>, ^, ...): an atom if it does not involve the
      // thread id at all, otherwise no form.
      if (lhs && rhs && !lhs->dependsOnThread() && !rhs->dependsOnThread())
        return constantForm(Poly::atom(atomFor(e)));
      return std::nullopt;
    }
  }
  if (uniformity_.isUniform(e))
    return constantForm(Poly::atom(atomFor(e)));
  return std::nullopt;
}

void ThreadIndexBuilder::addGuards(const clang::Expr *condition, bool holds,
                                   std::vector<ThreadGuard> &out) {
  condition = stripCasts(condition);
  if (const auto *unary = llvm::dyn_cast<clang::UnaryOperator>(condition);
      unary && unary->getOpcode() == clang::UO_LNot)
    return addGuards(unary->getSubExpr(), !holds, out);
  const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(condition);
  if (!binary)
    return;
  clang::BinaryOperatorKind op = binary->getOpcode();
  if ((op == clang::BO_LAnd && holds) || (op == clang::BO_LOr && !holds)) {
    addGuards(binary->getLHS(), holds, out);
    addGuards(binary->getRHS(), holds, out);
    return;
  }
  if (!binary->isComparisonOp())
    return;
  if (!holds)
    op = clang::BinaryOperator::negateComparisonOp(op);
  if (op == clang::BO_EQ && addMultipleGuard(binary->getLHS(), binary->getRHS(), out))
    return;
  auto lhs = affine(binary->getLHS());
  auto rhs = affine(binary->getRHS());
  if (!lhs || !rhs)
    return;
  AffineIndex diff;
  for (int c = 0; c < 3; ++c)
    diff.tid[c] = lhs->tid[c] - rhs->tid[c];
  diff.rest = lhs->rest - rhs->rest;
  int component = -1;
  int64_t sign = 0;
  for (int c = 0; c < 3; ++c) {
    if (diff.tid[c].isZero())
      continue;
    auto coefficient = diff.tid[c].asConstant();
    if (component >= 0 || !coefficient || (*coefficient != 1 && *coefficient != -1))
      return;
    component = c;
    sign = *coefficient;
  }
  if (component < 0)
    return;
  // sign*tid + rest OP 0  =>  tid OP' bound
  Poly bound = sign > 0 ? Poly::constant(0) - diff.rest : diff.rest;
  if (sign < 0)
    op = clang::BinaryOperator::reverseComparisonOp(op);
  switch (op) {
  case clang::BO_LT:
    out.push_back({ThreadGuard::Less, component, bound});
    break;
  case clang::BO_LE:
    out.push_back({ThreadGuard::Less, component, bound + Poly::constant(1)});
    break;
  case clang::BO_GT:
    out.push_back({ThreadGuard::AtLeast, component, bound + Poly::constant(1)});
    break;
  case clang::BO_GE:
    out.push_back({ThreadGuard::AtLeast, component, bound});
    break;
  case clang::BO_EQ:
    out.push_back({ThreadGuard::Equal, component, bound});
    break;
  default:
    break;
  }
}

// `tid % m == 0` (either way round).
bool ThreadIndexBuilder::addMultipleGuard(const clang::Expr *lhs, const clang::Expr *rhs,
                                          std::vector<ThreadGuard> &out, bool swapped) {
  auto zero = affine(rhs);
  if (!zero || zero->dependsOnThread() || zero->rest.asConstant() != 0)
    return !swapped && addMultipleGuard(rhs, lhs, out, true);
  const auto *rem = llvm::dyn_cast<clang::BinaryOperator>(stripCasts(lhs));
  if (!rem || rem->getOpcode() != clang::BO_Rem)
    return false;
  auto value = affine(rem->getLHS());
  auto modulus = affine(rem->getRHS());
  if (!value || !modulus || modulus->dependsOnThread() || !value->rest.isZero())
    return false;
  for (int c = 0; c < 3; ++c)
    if (value->tid[c].asConstant() == 1 && value->tid[(c + 1) % 3].isZero() &&
        value->tid[(c + 2) % 3].isZero()) {
      out.push_back({ThreadGuard::Multiple, c, modulus->rest});
      return true;
    }
  return false;
}

std::vector<ThreadGuard> ThreadIndexBuilder::guardsOf(const clang::Stmt *s,
                                                      const clang::ParentMap &parents) {
  std::vector<ThreadGuard> guards;
  for (const clang::Stmt *child = s, *parent = parents.getParent(s); parent;
       child = parent, parent = parents.getParent(parent)) {
    if (const auto *ifStmt = llvm::dyn_cast<clang::IfStmt>(parent)) {
      if (child == ifStmt->getThen())
        addGuards(ifStmt->getCond(), true, guards);
      else if (child == ifStmt->getElse())
        addGuards(ifStmt->getCond(), false, guards);
    } else if (const auto *cond = llvm::dyn_cast<clang::ConditionalOperator>(parent)) {
      if (child == cond->getTrueExpr())
        addGuards(cond->getCond(), true, guards);
      else if (child == cond->getFalseExpr())
        addGuards(cond->getCond(), false, guards);
    } else if (const auto *binary = llvm::dyn_cast<clang::BinaryOperator>(parent);
               binary && child == binary->getRHS()) {
      if (binary->getOpcode() == clang::BO_LAnd)
        addGuards(binary->getLHS(), true, guards);
      else if (binary->getOpcode() == clang::BO_LOr)
        addGuards(binary->getLHS(), false, guards);
    }
  }
  return guards;
}

std::optional<IndexedAccess>
ThreadIndexBuilder::access(const std::vector<const clang::Expr *> &indices, const clang::Stmt *at,
                           const clang::ParentMap &parents) {
  IndexedAccess result;
  for (const clang::Expr *index : indices) {
    auto form = affine(index);
    if (!form)
      return std::nullopt;
    result.dims.push_back(*form);
  }
  result.guards = guardsOf(at, parents);
  auto addVars = [&](const Poly &p) {
    for (const auto &[monomial, coefficient] : p.terms())
      for (int id : monomial)
        result.vars.insert(atoms_[id].vars.begin(), atoms_[id].vars.end());
  };
  for (const AffineIndex &dim : result.dims) {
    for (const Poly &p : dim.tid)
      addVars(p);
    addVars(dim.rest);
  }
  for (const ThreadGuard &guard : result.guards)
    addVars(guard.bound);
  return result;
}

IndexedAccess ThreadIndexBuilder::renamed(const IndexedAccess &access,
                                          const std::set<const clang::VarDecl *> &vars) {
  std::map<int, int> renaming;
  size_t existing = atoms_.size(); // not the fresh atoms made here
  for (size_t id = 0; id < existing; ++id) {
    if (std::any_of(atoms_[id].vars.begin(), atoms_[id].vars.end(),
                    [&](const clang::VarDecl *v) { return vars.contains(v); })) {
      std::set<const clang::VarDecl *> atomVars = atoms_[id].vars;
      int fresh = intern(atoms_[id].key + "'", std::move(atomVars));
      renaming[static_cast<int>(id)] = fresh;
    }
  }
  IndexedAccess result = access;
  for (AffineIndex &dim : result.dims) {
    for (Poly &p : dim.tid)
      p = p.renamed(renaming);
    dim.rest = dim.rest.renamed(renaming);
  }
  for (ThreadGuard &guard : result.guards)
    guard.bound = guard.bound.renamed(renaming);
  return result;
}

IndexedAccess ThreadIndexBuilder::withValue(const IndexedAccess &access,
                                            const clang::VarDecl *var, int64_t value) {
  int id = atomForVar(var);
  IndexedAccess result = access;
  for (AffineIndex &dim : result.dims) {
    for (Poly &p : dim.tid)
      p = p.substituted(id, value);
    dim.rest = dim.rest.substituted(id, value);
  }
  for (ThreadGuard &guard : result.guards)
    guard.bound = guard.bound.substituted(id, value);
  return result;
}

} // namespace wmc::analysis
