// Where a barrier can go to separate two accesses: after the innermost
// statement around the first access that every thread of the block completes
// (no enclosing condition varies between threads, and no thread leaves the
// function early under a varying condition) and that every path from the
// first access to the second leaves. The fix-it puts the dialect's barrier
// statement on its own line after that statement, with its indentation.
#ifndef WMC_ANALYSIS_BARRIERINSERTION_H
#define WMC_ANALYSIS_BARRIERINSERTION_H

#include "Finding.h"
#include "GpuDialect.h"
#include "Uniformity.h"

#include "clang/AST/ParentMap.h"

#include <functional>
#include <optional>

namespace wmc::analysis {

class BarrierInsertion {
public:
  BarrierInsertion(clang::ASTContext &ctx, const FunctionUniformity &uniformity,
                   const clang::ParentMap &parents, GpuDialect dialect)
      : ctx_(ctx), uniformity_(uniformity), parents_(parents), dialect_(dialect) {}

  // Whether the two accesses may collide along paths that stay inside a
  // statement (the paths a barrier after it does not cut).
  using CollidesInside = std::function<bool(const clang::Stmt *)>;

  // The statement after which a barrier separates `from` from a later `to`,
  // if there is one.
  const clang::Stmt *placeAfter(const clang::Stmt *from, const clang::Stmt *to,
                                const CollidesInside &collidesInside) const;

  // Whether a barrier after `place` (a statement placeAfter chose for
  // another pair) separates `from` from a later `to` too: every path from
  // `from` that does not stay inside `place` (where the accesses do not
  // collide) leaves it through its end.
  bool separates(const clang::Stmt *place, const clang::Stmt *from, const clang::Stmt *to,
                 const CollidesInside &collidesInside) const;

  // The fix-it that puts the barrier on its own line after `place`.
  std::optional<Edit> insertAfter(const clang::Stmt *place) const;

private:
  bool contains(const clang::Stmt *outer, const clang::Stmt *inner) const;
  bool reachedByWholeBlock(const clang::Stmt *compound) const;
  bool staysInside(const clang::Stmt *s, const clang::Stmt *from, const clang::Stmt *to) const;
  bool hasDivergentJump(const clang::Stmt *s) const;

  clang::ASTContext &ctx_;
  const FunctionUniformity &uniformity_;
  const clang::ParentMap &parents_;
  GpuDialect dialect_;
};

} // namespace wmc::analysis

#endif
