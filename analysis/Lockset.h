// Must-held lock sets over one function's CFG.
//
// A lock is named by its lock expression with `&`, `*` and casts removed:
// a global or local mutex by its declaration, `obj.m` / `p->m` / `this->m` by
// the object and the member, `locks[i]` by the printed subscript. Recognised:
// pthread_mutex_lock/unlock/trylock (held on the success branch),
// pthread_spin_lock/unlock, C11 mtx_lock/mtx_timedlock/mtx_unlock/mtx_trylock,
// std::mutex-like lock()/unlock()/try_lock() members, and the RAII guards
// std::lock_guard, std::unique_lock (with its lock()/unlock(), not with
// std::defer_lock/std::try_to_lock) and std::scoped_lock, released at the end
// of their scope. A lock is held at a point when it is held on every path to
// it (intersection at joins).
#ifndef WMC_ANALYSIS_LOCKSET_H
#define WMC_ANALYSIS_LOCKSET_H

#include "clang/AST/Decl.h"
#include "clang/Analysis/CFG.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace wmc::analysis {

// Lock names: the key is unique within the translation unit for locks named
// by a global declaration, so sets from different functions can be compared.
using LockSet = std::set<std::string>;

// The name of the lock a lock/unlock argument denotes ("" when unknown).
std::string lockName(const clang::Expr *lockExpr);

class LocksetAnalysis {
public:
  // Names a lock expression (with `&`/`*`/casts removed) more precisely than
  // lockName, e.g. through what a thread argument stands for; "" falls back
  // to lockName.
  using LockNamer = std::function<std::string(const clang::Expr *)>;

  // `atEntry`: locks held by every caller when the function starts.
  LocksetAnalysis(const clang::FunctionDecl *fn, clang::ASTContext &ctx, LockSet atEntry = {},
                  LockNamer namer = {});

  // The locks held right before `s` (an expression or statement the CFG
  // evaluates) runs; nullopt when `s` is not reached.
  std::optional<LockSet> heldAt(const clang::Stmt *s) const;

  // The CFG, built with every expression as an element (null if clang
  // could not build one).
  const clang::CFG *cfg() const { return cfg_.get(); }

private:
  void run(LockSet atEntry);
  void transfer(const clang::CFGElement &element, LockSet &held);
  std::string name(const clang::Expr *lockExpr) const;
  LockSet edgeState(const clang::CFGBlock &from, unsigned succIndex, const LockSet &out) const;

  LockNamer namer_;
  std::unique_ptr<clang::CFG> cfg_;
  std::map<const clang::Stmt *, LockSet> before_;
  // RAII guard variables and the locks they hold.
  std::map<const clang::VarDecl *, std::set<std::string>> guards_;
};

} // namespace wmc::analysis

#endif
