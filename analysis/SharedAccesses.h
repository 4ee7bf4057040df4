// The plain (non-atomic) reads and writes of shared memory in code that runs
// as a thread or in main, with the locks held at each: locks taken in the
// function itself plus the locks every caller in the same context holds at
// its call.
#ifndef WMC_ANALYSIS_SHAREDACCESSES_H
#define WMC_ANALYSIS_SHAREDACCESSES_H

#include "Lockset.h"
#include "SharedLocation.h"
#include "ThreadEntries.h"

#include <vector>

namespace wmc::analysis {

struct SharedAccess {
  const clang::FunctionDecl *fn = nullptr;
  ThreadContext context = kMainContext;
  const clang::Expr *use = nullptr;    // the read, the assignment or the ++/--
  const clang::Expr *lvalue = nullptr; // what it reads or writes
  MemoryLocation location;
  bool write = false; // else a read (++, += count as writes)
  bool isVolatile = false;
  LockSet locks;
};

class SharedAccesses {
public:
  SharedAccesses(clang::ASTContext &ctx, const ThreadModel &threads,
                 const SharedLocations &locations);

  const std::vector<SharedAccess> &all() const { return accesses_; }

  // Locks held at `s` in `fn` running in `c` (empty when unknown).
  LockSet locksAt(const clang::FunctionDecl *fn, ThreadContext c, const clang::Stmt *s) const;

private:
  void computeEntryLocks();
  void collect(const clang::FunctionDecl *fn, ThreadContext c, const SharedLocations &locations);

  clang::ASTContext &ctx_;
  const ThreadModel &threads_;
  std::map<std::pair<const clang::FunctionDecl *, ThreadContext>,
           std::unique_ptr<LocksetAnalysis>>
      locksets_;
  std::map<std::pair<const clang::FunctionDecl *, ThreadContext>, LockSet> entryLocks_;
  std::vector<SharedAccess> accesses_;
};

} // namespace wmc::analysis

#endif
