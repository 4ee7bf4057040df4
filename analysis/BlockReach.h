// Which GPU blocks can reach the memory an address expression points to,
// and whether the address is confined to one block (different blocks get
// different addresses: `&out[blockIdx.x]`, `p + get_group_id(0) * n`).
//
// Memory kinds: thread-private (a local variable), block-shared (__shared__,
// __local), global (globals, __device__ variables, pointer arguments of
// kernels and of functions launched by wmc_gpu_launch, OpenCL __global
// pointers, and pointers derived from them), or unknown (a pointer argument
// of an ordinary function, a loaded pointer, a call result, a local pointer
// assigned more than once). Callers stay silent on unknown memory.
#ifndef WMC_ANALYSIS_BLOCKREACH_H
#define WMC_ANALYSIS_BLOCKREACH_H

#include "GpuDialect.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <set>

namespace wmc::analysis {

enum class MemoryKind { ThreadPrivate, BlockShared, Global, Unknown };

struct Reach {
  MemoryKind kind = MemoryKind::Unknown;
  bool confinedToBlock = false;           // the address depends on the block id
  const clang::ValueDecl *root = nullptr; // the variable or argument it derives from
};

class BlockReach {
public:
  // `launchedFunctions`: functions passed to wmc_gpu_launch; their pointer
  // arguments point to memory every block shares, as a kernel's do.
  explicit BlockReach(std::set<const clang::FunctionDecl *> launchedFunctions)
      : launched_(std::move(launchedFunctions)) {}

  // `address` is a pointer-valued expression inside `function`.
  Reach ofPointer(const clang::Expr *address, const clang::FunctionDecl *function) const;
  // `object` is an lvalue (the object a cuda::atomic_ref refers to, ...).
  Reach ofLvalue(const clang::Expr *object, const clang::FunctionDecl *function) const;

  // True if the value of `e` depends on the block id (blockIdx, get_group_id,
  // get_global_id, wmc_block_idx), through arithmetic and local variables.
  // A value loaded from memory does not count: its block dependence is not
  // known.
  static bool dependsOnBlockId(const clang::Expr *e, const clang::FunctionDecl *function,
                               unsigned depth = 0);

private:
  Reach pointer(const clang::Expr *e, const clang::FunctionDecl *function, unsigned depth) const;
  Reach lvalue(const clang::Expr *e, const clang::FunctionDecl *function, unsigned depth) const;
  Reach ofParameter(const clang::ParmVarDecl *param, const clang::FunctionDecl *function) const;

  std::set<const clang::FunctionDecl *> launched_;
};

// True if `e` is a source of the block id: blockIdx (wmc's macro or clang's
// __cuda_builtin_blockIdx_t), get_group_id, get_global_id, wmc_block_idx.
bool isBlockIdSource(const clang::Expr *e);

} // namespace wmc::analysis

#endif
