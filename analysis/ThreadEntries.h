// Which code of a C/C++ translation unit runs in which thread, and which
// threads may run at the same time as a given statement.
//
// A thread is started at a spawn site: pthread_create, C11 thrd_create,
// std::thread / std::jthread construction (also emplace_back into a container
// of threads). Its entry is the start routine or the callable (function or
// lambda); a function runs in every thread whose entry reaches it through
// direct calls (indirect calls are not followed: their targets stay silent).
// Code reachable from main runs in the main context.
//
// Ordering by create/join is by source position inside the creating function:
// a spawned thread may run from its spawn site (the start of the enclosing
// loop when it is spawned in a loop) to the end of the last join of its handle
// (the end of the enclosing loop when the join is in a loop), or to the end of
// the creator when it is never joined there (std::jthread: the end of its
// scope). A GPU kernel (GpuDialect.h's isKernel) is an entry of its own with
// no spawn site (creator and site null) that runs many times at once.
#ifndef WMC_ANALYSIS_THREADENTRIES_H
#define WMC_ANALYSIS_THREADENTRIES_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace wmc::analysis {

// A thread context: kMainContext, or the index of a spawn site.
using ThreadContext = int;
inline constexpr ThreadContext kMainContext = -1;

struct ThreadSpawn {
  const clang::FunctionDecl *creator = nullptr;
  const clang::Expr *site = nullptr;
  const clang::FunctionDecl *entry = nullptr; // start routine / lambda call operator
  // The arguments the entry receives, in parameter order (pthread: the void*).
  std::vector<const clang::Expr *> args;
  // By-reference captures of a lambda entry: locals of the creator it shares.
  std::vector<const clang::VarDecl *> sharedCaptures;
  const clang::ValueDecl *handle = nullptr; // pthread_t / std::thread variable or array
  bool inLoop = false;                      // spawned repeatedly from one site
  clang::SourceLocation windowBegin, windowEnd; // where it may run within the creator
  bool joined = false;
};

class ThreadModel {
public:
  explicit ThreadModel(clang::ASTContext &ctx);

  const std::vector<ThreadSpawn> &spawns() const { return spawns_; }

  // The contexts `fn` may run in (empty: not reached from main or any thread).
  const std::set<ThreadContext> &contextsOf(const clang::FunctionDecl *fn) const;

  // Whether several instances of the context may run at once (spawned in a
  // loop, from two sites with the same entry counts as two contexts).
  bool runsMultiple(ThreadContext c) const;

  // Whether statement `a` of `fnA` running in `ca` and `b` of `fnB` running in
  // `cb` may execute at the same time.
  bool mayRunConcurrently(const clang::FunctionDecl *fnA, ThreadContext ca, const clang::Stmt *a,
                          const clang::FunctionDecl *fnB, ThreadContext cb,
                          const clang::Stmt *b) const;

  // "main", "thread 'worker'", "the thread started at line 12".
  std::string describe(ThreadContext c) const;

  // Direct calls of `fn` whose callee has a body: (call expression, callee).
  struct Call {
    const clang::Expr *site;
    const clang::FunctionDecl *callee;
  };
  const std::vector<Call> &callsOf(const clang::FunctionDecl *fn) const;

  // Every function with a body (definitions, instantiations, lambda bodies).
  const std::vector<const clang::FunctionDecl *> &functions() const { return functions_; }

  // Spawns that may be running while `s` in `fn` (running in `c`) executes.
  std::set<int> concurrentAt(const clang::FunctionDecl *fn, ThreadContext c,
                             const clang::Stmt *s) const;

  bool hasSpawns() const { return !spawns_.empty(); }

  // Whether context `c` is a GPU kernel's (no spawn site).
  bool isKernelContext(ThreadContext c) const { return c != kMainContext && !spawns_[c].creator; }

private:
  void collect();
  void computeWindows();
  void computeContexts();
  void computeInherited();
  bool inWindow(const ThreadSpawn &spawn, const clang::Stmt *s) const;
  bool isParentOf(ThreadContext parent, ThreadContext child) const;

  clang::ASTContext &ctx_;
  std::vector<const clang::FunctionDecl *> functions_;
  std::map<const clang::FunctionDecl *, std::vector<Call>> calls_;
  std::vector<ThreadSpawn> spawns_;
  std::map<const clang::FunctionDecl *, std::set<ThreadContext>> contexts_;
  std::map<std::pair<const clang::FunctionDecl *, ThreadContext>, std::set<int>> inherited_;
  std::vector<bool> multiple_;
};

// Strip parens, implicit casts and explicit casts.
const clang::Expr *stripCasts(const clang::Expr *e);

// The function a callee/callable expression names (a function, &function,
// a lambda or a variable initialised by a lambda); null when unknown.
const clang::FunctionDecl *calledFunction(const clang::Expr *callable);

} // namespace wmc::analysis

#endif
