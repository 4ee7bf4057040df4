#include "Lockset.h"

#include "ThreadEntries.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Analysis/Analyses/PostOrderCFGView.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

namespace wmc::analysis {

using namespace clang;

namespace {

std::string declKey(const ValueDecl *decl) {
  const Decl *canonical = decl->getCanonicalDecl();
  return decl->getNameAsString() + "#" + std::to_string(canonical->getID());
}

std::string calleeName(const CallExpr *call) {
  if (const FunctionDecl *fn = call->getDirectCallee())
    if (fn->getIdentifier())
      return fn->getName().str();
  return {};
}

bool isOneOf(const std::string &name, std::initializer_list<const char *> names) {
  return std::any_of(names.begin(), names.end(), [&](const char *n) { return name == n; });
}

bool isLockCall(const std::string &name) {
  return isOneOf(name, {"pthread_mutex_lock", "pthread_spin_lock", "pthread_rwlock_wrlock",
                        "pthread_rwlock_rdlock", "mtx_lock", "mtx_timedlock"});
}

bool isUnlockCall(const std::string &name) {
  return isOneOf(name,
                 {"pthread_mutex_unlock", "pthread_spin_unlock", "pthread_rwlock_unlock", "mtx_unlock"});
}

bool isTrylockCall(const std::string &name) {
  return isOneOf(name, {"pthread_mutex_trylock", "pthread_spin_trylock", "mtx_trylock",
                        "pthread_rwlock_trywrlock", "pthread_rwlock_tryrdlock"});
}

// std::lock_guard, std::unique_lock, std::scoped_lock, std::shared_lock.
bool isLockGuardType(QualType type) {
  const auto *record = type->getAsCXXRecordDecl();
  if (!record || !record->getDeclContext()->isStdNamespace())
    return false;
  return isOneOf(record->getName().str(),
                 {"lock_guard", "unique_lock", "scoped_lock", "shared_lock"});
}

bool isStdTagType(QualType type, const char *name) {
  const auto *record = type.getNonReferenceType()->getAsCXXRecordDecl();
  return record && record->getName() == name && record->getDeclContext()->isStdNamespace();
}

// A lock function of the program's own: `X_lock(l)` / `X_unlock(l)`,
// `lock()` / `unlock()`, `XLock` / `XUnlock`, defined in the translation unit.
// The lock is the first pointer argument, or the name's prefix when there is
// none.
struct UserLock {
  bool acquire;
  bool byArgument;
  std::string key;
};

std::optional<UserLock> userLock(const CallExpr *call) {
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee || !callee->getIdentifier() || !callee->getDefinition() ||
      callee->getASTContext().getSourceManager().isInSystemHeader(
          callee->getDefinition()->getLocation()))
    return std::nullopt;
  llvm::StringRef name = callee->getName();
  UserLock lock{};
  llvm::StringRef prefix;
  if (name == "unlock" || name.ends_with("_unlock") || name.ends_with("Unlock")) {
    lock.acquire = false;
    prefix = name.drop_back(6);
  } else if (name == "lock" || (name.ends_with("_lock") && !name.ends_with("_trylock")) ||
             (name.ends_with("Lock") && !name.ends_with("TryLock"))) {
    lock.acquire = true;
    prefix = name.drop_back(4);
  } else {
    return std::nullopt;
  }
  lock.byArgument =
      call->getNumArgs() > 0 && call->getArg(0)->IgnoreParenImpCasts()->getType()->isPointerType();
  lock.key = "fn:" + prefix.lower();
  return lock;
}

} // namespace

std::string lockName(const Expr *lockExpr) {
  const Expr *e = stripCasts(lockExpr);
  if (!e)
    return {};
  if (const auto *unary = dyn_cast<UnaryOperator>(e);
      unary && (unary->getOpcode() == UO_AddrOf || unary->getOpcode() == UO_Deref))
    return lockName(unary->getSubExpr());
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    return declKey(ref->getDecl());
  if (isa<CXXThisExpr>(e))
    return "this";
  if (const auto *member = dyn_cast<MemberExpr>(e)) {
    std::string base = lockName(member->getBase());
    if (base.empty())
      return {};
    return base + (member->isArrow() ? "->" : ".") + declKey(member->getMemberDecl());
  }
  if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(e)) {
    std::string base = lockName(subscript->getBase());
    const Expr *index = stripCasts(subscript->getIdx());
    std::string indexName;
    if (const auto *literal = dyn_cast<IntegerLiteral>(index))
      indexName = std::to_string(literal->getValue().getZExtValue());
    else if (const auto *ref = dyn_cast<DeclRefExpr>(index))
      indexName = declKey(ref->getDecl());
    if (base.empty() || indexName.empty())
      return {};
    return base + "[" + indexName + "]";
  }
  return {};
}

std::string LocksetAnalysis::name(const Expr *lockExpr) const {
  const Expr *e = stripCasts(lockExpr);
  while (const auto *unary = dyn_cast_or_null<UnaryOperator>(e)) {
    if (unary->getOpcode() != UO_AddrOf && unary->getOpcode() != UO_Deref)
      break;
    e = stripCasts(unary->getSubExpr());
  }
  if (e && namer_)
    if (std::string named = namer_(e); !named.empty())
      return named;
  return lockName(lockExpr);
}

LocksetAnalysis::LocksetAnalysis(const FunctionDecl *fn, ASTContext &ctx, LockSet atEntry,
                                 LockNamer namer)
    : namer_(std::move(namer)) {
  CFG::BuildOptions options;
  options.AddImplicitDtors = true;
  options.AddTemporaryDtors = true;
  options.setAllAlwaysAdd();
  if (fn->getBody())
    cfg_ = CFG::buildCFG(fn, fn->getBody(), &ctx, options);
  if (cfg_)
    run(std::move(atEntry));
}

void LocksetAnalysis::transfer(const CFGElement &element, LockSet &held) {
  if (auto dtor = element.getAs<CFGAutomaticObjDtor>()) {
    auto guard = guards_.find(dtor->getVarDecl());
    if (guard != guards_.end())
      for (const std::string &lock : guard->second)
        held.erase(lock);
    return;
  }
  auto stmt = element.getAs<CFGStmt>();
  if (!stmt)
    return;
  const Stmt *s = stmt->getStmt();
  if (const auto *declStmt = dyn_cast<DeclStmt>(s)) {
    for (const Decl *decl : declStmt->decls()) {
      const auto *var = dyn_cast<VarDecl>(decl);
      if (!var || !isLockGuardType(var->getType()))
        continue;
      const auto *construct = dyn_cast_or_null<CXXConstructExpr>(stripCasts(var->getInit()));
      if (!construct)
        continue;
      std::set<std::string> locks;
      bool acquires = true;
      for (const Expr *arg : construct->arguments()) {
        if (isStdTagType(arg->getType(), "defer_lock_t") ||
            isStdTagType(arg->getType(), "try_to_lock_t")) {
          acquires = false;
          continue;
        }
        if (isStdTagType(arg->getType(), "adopt_lock_t"))
          continue;
        std::string lock = name(arg);
        if (!lock.empty())
          locks.insert(lock);
      }
      guards_[var] = locks;
      if (acquires)
        held.insert(locks.begin(), locks.end());
    }
    return;
  }
  const auto *call = dyn_cast<CallExpr>(s);
  if (!call)
    return;
  std::string callee = calleeName(call);
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    bool lock = isOneOf(callee, {"lock", "lock_shared"});
    bool unlock = isOneOf(callee, {"unlock", "unlock_shared"});
    if (!lock && !unlock)
      return;
    const Expr *object = stripCasts(member->getImplicitObjectArgument());
    std::set<std::string> locks;
    const auto *ref = dyn_cast<DeclRefExpr>(object);
    auto guard = ref ? guards_.find(dyn_cast<VarDecl>(ref->getDecl())) : guards_.end();
    if (guard != guards_.end())
      locks = guard->second;
    else if (std::string key = name(object); !key.empty())
      locks.insert(key);
    for (const std::string &key : locks)
      lock ? (void)held.insert(key) : (void)held.erase(key);
    return;
  }
  if (callee == "lock" && call->getDirectCallee() &&
      call->getDirectCallee()->getDeclContext()->isStdNamespace()) {
    for (const Expr *arg : call->arguments())
      if (std::string key = name(arg); !key.empty())
        held.insert(key);
    return;
  }
  if (std::optional<UserLock> user = userLock(call)) {
    std::string key = user->byArgument ? name(call->getArg(0)) : user->key;
    if (key.empty())
      return;
    user->acquire ? (void)held.insert(key) : (void)held.erase(key);
    return;
  }
  if (call->getNumArgs() == 0)
    return;
  if (isLockCall(callee)) {
    if (std::string key = name(call->getArg(0)); !key.empty())
      held.insert(key);
  } else if (isUnlockCall(callee)) {
    held.erase(name(call->getArg(0)));
  }
}

namespace {

// A trylock-like condition: the lock it takes and whether it is held on the
// true branch.
using Namer = std::function<std::string(const Expr *)>;

std::optional<std::pair<std::string, bool>> trylockOutcome(const Expr *cond, const Namer &name) {
  cond = stripCasts(cond);
  if (!cond)
    return std::nullopt;
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot) {
    auto inner = trylockOutcome(unary->getSubExpr(), name);
    if (inner)
      inner->second = !inner->second;
    return inner;
  }
  if (const auto *binary = dyn_cast<BinaryOperator>(cond);
      binary && (binary->getOpcode() == BO_EQ || binary->getOpcode() == BO_NE)) {
    // `try(...) == 0` (or == thrd_success): success on true.
    const Expr *lhs = stripCasts(binary->getLHS());
    const Expr *rhs = stripCasts(binary->getRHS());
    auto isSuccessValue = [](const Expr *e) {
      if (const auto *literal = dyn_cast<IntegerLiteral>(e))
        return literal->getValue() == 0;
      if (const auto *ref = dyn_cast<DeclRefExpr>(e))
        return ref->getDecl()->getName() == "thrd_success";
      return false;
    };
    const Expr *call = isSuccessValue(rhs) ? lhs : isSuccessValue(lhs) ? rhs : nullptr;
    if (!call)
      return std::nullopt;
    auto inner = trylockOutcome(call, name);
    if (!inner)
      return std::nullopt;
    // inner->second says whether a truthy call result means held.
    bool heldWhenEqual = !inner->second;
    return std::make_pair(inner->first,
                          binary->getOpcode() == BO_EQ ? heldWhenEqual : !heldWhenEqual);
  }
  const auto *call = dyn_cast<CallExpr>(cond);
  if (!call)
    return std::nullopt;
  std::string callee = calleeName(call);
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    if (callee != "try_lock" && callee != "try_lock_shared")
      return std::nullopt;
    std::string key = name(member->getImplicitObjectArgument());
    if (key.empty())
      return std::nullopt;
    return std::make_pair(key, true); // returns true on success
  }
  if (!isTrylockCall(callee) || call->getNumArgs() == 0)
    return std::nullopt;
  std::string key = name(call->getArg(0));
  if (key.empty())
    return std::nullopt;
  return std::make_pair(key, false); // returns 0 on success
}

} // namespace

LockSet LocksetAnalysis::edgeState(const CFGBlock &from, unsigned succIndex,
                                   const LockSet &out) const {
  LockSet state = out;
  if (from.succ_size() != 2)
    return state;
  const Stmt *terminator = from.getTerminatorStmt();
  const auto *cond = dyn_cast_or_null<Expr>(from.getTerminatorCondition());
  if (!terminator || !cond)
    return state;
  auto outcome = trylockOutcome(cond, [this](const Expr *e) { return name(e); });
  if (!outcome)
    return state;
  bool onTrueBranch = succIndex == 0;
  if (onTrueBranch == outcome->second)
    state.insert(outcome->first);
  return state;
}

void LocksetAnalysis::run(LockSet atEntry) {
  PostOrderCFGView order(cfg_.get());
  std::vector<std::optional<LockSet>> in(cfg_->getNumBlockIDs());
  std::vector<std::optional<LockSet>> out(cfg_->getNumBlockIDs());
  const CFGBlock &entry = cfg_->getEntry();
  auto computeIn = [&](const CFGBlock *block) -> std::optional<LockSet> {
    if (block == &entry)
      return atEntry;
    std::optional<LockSet> merged;
    for (auto pred = block->pred_begin(); pred != block->pred_end(); ++pred) {
      const CFGBlock *p = pred->getReachableBlock();
      if (!p || !out[p->getBlockID()])
        continue;
      unsigned index = 0;
      for (auto succ = p->succ_begin(); succ != p->succ_end(); ++succ, ++index)
        if (succ->getReachableBlock() == block)
          break;
      LockSet edge = edgeState(*p, index, *out[p->getBlockID()]);
      if (!merged) {
        merged = std::move(edge);
        continue;
      }
      LockSet both;
      std::set_intersection(merged->begin(), merged->end(), edge.begin(), edge.end(),
                            std::inserter(both, both.begin()));
      merged = std::move(both);
    }
    return merged;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (const CFGBlock *block : order) {
      std::optional<LockSet> state = computeIn(block);
      if (!state)
        continue;
      in[block->getBlockID()] = state;
      for (const CFGElement &element : *block)
        transfer(element, *state);
      if (out[block->getBlockID()] != state) {
        out[block->getBlockID()] = std::move(state);
        changed = true;
      }
    }
  }
  for (const CFGBlock *block : order) {
    std::optional<LockSet> state = in[block->getBlockID()];
    if (!state)
      continue;
    for (const CFGElement &element : *block) {
      if (auto stmt = element.getAs<CFGStmt>()) {
        auto [it, fresh] = before_.try_emplace(stmt->getStmt(), *state);
        if (!fresh) {
          LockSet both;
          std::set_intersection(it->second.begin(), it->second.end(), state->begin(),
                                state->end(), std::inserter(both, both.begin()));
          it->second = std::move(both);
        }
      }
      transfer(element, *state);
    }
  }
}

std::optional<LockSet> LocksetAnalysis::heldAt(const Stmt *s) const {
  auto it = before_.find(s);
  if (it == before_.end())
    return std::nullopt;
  return it->second;
}

} // namespace wmc::analysis
