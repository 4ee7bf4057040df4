#include "SharedAccesses.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

namespace wmc::analysis {

using namespace clang;

SharedAccesses::SharedAccesses(ASTContext &ctx, const ThreadModel &threads,
                               const SharedLocations &locations)
    : ctx_(ctx), threads_(threads) {
  // Locks named by the shared memory they live in, so that `&s->lock` in a
  // thread and `&args.lock` in main (s stands for &args) are one lock.
  const SourceManager &sm = ctx.getSourceManager();
  for (const FunctionDecl *fn : threads.functions())
    for (ThreadContext c : threads.contextsOf(fn)) {
      if (sm.isInSystemHeader(sm.getExpansionLoc(fn->getLocation())))
        continue; // library internals: neither shared accesses nor locks we know
      auto namer = [&locations, fn, c](const Expr *lock) -> std::string {
        // A pointer to the lock (`pthread_mutex_lock(s->lock)`) names its
        // pointee when that is known, else itself.
        std::optional<MemoryLocation> location;
        if (lock->getType()->isPointerType())
          location = locations.pointeeOf(lock, fn, c);
        if (!location)
          location = locations.resolve(lock, fn, c);
        if (!location)
          return {};
        return "@" + std::to_string(location->base->getCanonicalDecl()->getID()) +
               (location->pointee ? "*" : "") + location->path + " " + location->display;
      };
      locksets_[{fn, c}] = std::make_unique<LocksetAnalysis>(fn, ctx, LockSet{}, namer);
    }
  computeEntryLocks();
  for (const FunctionDecl *fn : threads.functions())
    for (ThreadContext c : threads.contextsOf(fn))
      collect(fn, c, locations);
}

LockSet SharedAccesses::locksAt(const FunctionDecl *fn, ThreadContext c, const Stmt *s) const {
  LockSet locks;
  auto lockset = locksets_.find({fn, c});
  if (lockset != locksets_.end())
    if (std::optional<LockSet> held = lockset->second->heldAt(s))
      locks = *held;
  auto entry = entryLocks_.find({fn, c});
  if (entry != entryLocks_.end())
    locks.insert(entry->second.begin(), entry->second.end());
  return locks;
}

// Must-held locks at entry: the intersection over the call sites in the same
// context; thread entries and main start with none.
void SharedAccesses::computeEntryLocks() {
  std::set<std::pair<const FunctionDecl *, ThreadContext>> roots;
  for (const FunctionDecl *fn : threads_.functions())
    if (fn->isMain())
      roots.insert({fn, kMainContext});
  for (size_t i = 0; i < threads_.spawns().size(); ++i)
    if (threads_.spawns()[i].entry)
      roots.insert({threads_.spawns()[i].entry, static_cast<ThreadContext>(i)});
  for (const auto &root : roots)
    entryLocks_[root] = {};
  for (int round = 0; round < 32; ++round) {
    std::map<std::pair<const FunctionDecl *, ThreadContext>, LockSet> next;
    for (const auto &root : roots)
      next[root] = {};
    for (const auto &[key, entry] : entryLocks_) {
      auto [fn, c] = key;
      for (const ThreadModel::Call &call : threads_.callsOf(fn)) {
        std::pair<const FunctionDecl *, ThreadContext> calleeKey{call.callee, c};
        if (roots.contains(calleeKey))
          continue;
        LockSet atCall = locksAt(fn, c, call.site);
        auto [it, fresh] = next.try_emplace(calleeKey, atCall);
        if (!fresh) {
          LockSet both;
          std::set_intersection(it->second.begin(), it->second.end(), atCall.begin(),
                                atCall.end(), std::inserter(both, both.begin()));
          it->second = std::move(both);
        }
      }
    }
    if (next == entryLocks_)
      return;
    entryLocks_ = std::move(next);
  }
}

namespace {

bool isVolatileAccess(const Expr *lvalue) { return lvalue->getType().isVolatileQualified(); }

// A plain scalar access: atomics (_Atomic, std::atomic) and aggregates are not.
bool isPlainScalar(QualType type) {
  return type->isScalarType() && !type->isAtomicType();
}

} // namespace

void SharedAccesses::collect(const FunctionDecl *fn, ThreadContext c,
                             const SharedLocations &locations) {
  auto lockset = locksets_.find({fn, c});
  const CFG *cfg = lockset == locksets_.end() ? nullptr : lockset->second->cfg();
  if (!cfg)
    return;
  const SourceManager &sm = ctx_.getSourceManager();
  auto record = [&](const Expr *use, const Expr *lvalue, bool write) {
    if (!isPlainScalar(lvalue->getType()))
      return;
    if (sm.isInSystemHeader(sm.getExpansionLoc(use->getExprLoc())))
      return;
    std::optional<MemoryLocation> location = locations.resolve(lvalue, fn, c);
    if (!location)
      return;
    accesses_.push_back(
        {fn, c, use, lvalue, *location, write, isVolatileAccess(lvalue), locksAt(fn, c, use)});
  };
  for (const CFGBlock *block : *cfg) {
    for (const CFGElement &element : *block) {
      auto stmt = element.getAs<CFGStmt>();
      if (!stmt)
        continue;
      const auto *e = dyn_cast<Expr>(stmt->getStmt());
      if (!e)
        continue;
      if (const auto *cast = dyn_cast<ImplicitCastExpr>(e);
          cast && cast->getCastKind() == CK_LValueToRValue)
        record(cast, cast->getSubExpr(), false);
      else if (const auto *binary = dyn_cast<BinaryOperator>(e); binary && binary->isAssignmentOp())
        record(binary, binary->getLHS(), true);
      else if (const auto *unary = dyn_cast<UnaryOperator>(e);
               unary && unary->isIncrementDecrementOp())
        record(unary, unary->getSubExpr(), true);
    }
  }
}

} // namespace wmc::analysis
