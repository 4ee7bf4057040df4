// Thread-index analysis: an array index as an affine form in the thread id,
//   cx*tid.x + cy*tid.y + cz*tid.z + rest,
// where the coefficients and `rest` are polynomials over uniform "atoms"
// (kernel arguments, loop counters, blockDim.x, blockIdx.x, ...), and the
// conditions on the thread id that guard an access (`if (tid < s)`). From
// two such forms, mayCollide decides whether two DIFFERENT threads of a
// block can touch the same element.
//
// Precision first: an index that is not affine in the thread id (tid ^ 1,
// tid * tid, perm[tid]) has no form, and the race check stays silent on it.
// Assumptions, documented in docs/diagnostics.md (wmc-shared-race): atoms are
// non-negative, no index arithmetic overflows, accesses with the same form
// on both sides are one slot per thread, and a thread-id component that the
// function never reads is 0 (the block is 1-D if only threadIdx.x is used).
#ifndef WMC_ANALYSIS_THREADINDEX_H
#define WMC_ANALYSIS_THREADINDEX_H

#include "Poly.h"
#include "Uniformity.h"

#include "clang/AST/Expr.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace wmc::analysis {

struct AffineIndex {
  Poly tid[3]; // coefficients of tid.x, tid.y, tid.z
  Poly rest;
  bool dependsOnThread() const;
  bool operator==(const AffineIndex &other) const;
};

// tid[component] (kind) bound; Multiple: tid[component] % bound == 0.
struct ThreadGuard {
  enum Kind { Less, AtLeast, Equal, Multiple } kind;
  int component;
  Poly bound;
};

// One access: an affine form per array dimension, and its guards.
struct IndexedAccess {
  std::vector<AffineIndex> dims;
  std::vector<ThreadGuard> guards;
  // The variables its atoms read (their redefinition renames the atoms).
  std::set<const clang::VarDecl *> vars;
};

// Builds forms for the expressions of one function.
class ThreadIndexBuilder {
public:
  ThreadIndexBuilder(clang::ASTContext &ctx, const FunctionUniformity &uniformity);

  std::optional<AffineIndex> affine(const clang::Expr *e);

  // The guards on the thread id that hold where `s` runs: conditions of the
  // enclosing if statements, `?:` and `&&`/`||` operands.
  std::vector<ThreadGuard> guardsOf(const clang::Stmt *s, const clang::ParentMap &parents);

  // The access with the given index expressions (outermost dimension first).
  std::optional<IndexedAccess> access(const std::vector<const clang::Expr *> &indices,
                                      const clang::Stmt *at, const clang::ParentMap &parents);

  // The thread-id components (0..2) the function reads anywhere.
  const std::set<int> &usedComponents() const { return usedComponents_; }

  // `access` with every atom that reads one of `vars` replaced by a fresh
  // atom (the variable was redefined between the two accesses).
  IndexedAccess renamed(const IndexedAccess &access, const std::set<const clang::VarDecl *> &vars);

  // `access` with the variable `var` (its atom) replaced by `value`.
  IndexedAccess withValue(const IndexedAccess &access, const clang::VarDecl *var, int64_t value);

  // The atom standing for blockDim.<component>.
  int blockDimAtom(int component);

private:
  struct Atom {
    std::string key;
    std::set<const clang::VarDecl *> vars;
  };
  int atomFor(const clang::Expr *e);
  int atomForVar(const clang::VarDecl *var);
  int intern(const std::string &key, std::set<const clang::VarDecl *> vars);
  std::optional<AffineIndex> affineOfVar(const clang::VarDecl *var);
  void addGuards(const clang::Expr *condition, bool holds, std::vector<ThreadGuard> &out);
  bool addMultipleGuard(const clang::Expr *lhs, const clang::Expr *rhs,
                        std::vector<ThreadGuard> &out, bool swapped = false);
  void collectDefinitions(const clang::Stmt *s);

  clang::ASTContext &ctx_;
  const FunctionUniformity &uniformity_;
  std::vector<Atom> atoms_;
  std::map<std::string, int> atomIds_;
  std::map<const clang::VarDecl *, std::vector<const clang::Expr *>> definitions_;
  std::set<const clang::VarDecl *> redefined_; // assigned after its declaration
  std::set<const clang::VarDecl *> expanding_;
  std::set<int> usedComponents_;
};

// Whether two different threads of a block may touch the same element, one
// running `a` and the other `b`. `used` are the thread-id components the
// function reads; `blockDim` the atoms of blockDim.x/y/z (implicit bounds).
bool mayCollide(const IndexedAccess &a, const IndexedAccess &b, const std::set<int> &used,
                const int blockDim[3]);

} // namespace wmc::analysis

#endif
