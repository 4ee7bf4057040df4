// Recognises the scoped atomic operations and fences of CUDA, OpenCL C and
// <wmc/gpu.h> in the AST, with the scope they use and the edit that widens
// a block (work-group) scope to device scope.
//
//   CUDA      atomicX_block(addr, ...), __threadfence_block(),
//             cuda::atomic<T, S> / cuda::atomic_ref<T, S> member calls,
//             cuda::atomic_thread_fence(order, S); device-scope atomicX too
//   OpenCL    atomic_*_explicit(obj, ..., scope), atomic_work_item_fence
//   gpu.h     wmc_atomic_*(ptr, ..., scope) and wmc_fence(order, scope)
//             (the wmc_scoped_* calls their macros expand to)
#ifndef WMC_ANALYSIS_SCOPEDOPS_H
#define WMC_ANALYSIS_SCOPEDOPS_H

#include "Finding.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <optional>
#include <string>
#include <string_view>

namespace wmc::analysis {

struct ScopedOp {
  enum class Kind { Atomic, Fence } kind = Kind::Atomic;
  bool blockScoped = false;
  // Atomics: the address operated on, as a pointer (`address`) or as the
  // atomic object itself (`object`, an lvalue).
  const clang::Expr *address = nullptr;
  const clang::Expr *object = nullptr;
  // cuda::atomic<T, S> objects: the scope is part of the declared type of
  // the object's variable; atomic_ref: of this variable.
  bool scopeInObjectType = false;
  const clang::DeclaratorDecl *scopeDecl = nullptr;
  clang::SourceLocation loc; // where the operation is (reported here)
  std::string name;          // what the user wrote: "atomicAdd_block", ...
  std::optional<Edit> widen; // block scope -> device scope, when spelled in the file
};

// The scoped operation `call` performs, if it is one.
std::optional<ScopedOp> scopedOpOf(const clang::CallExpr *call, clang::ASTContext &ctx);

// CUDA's atomicAdd, atomicCAS_block, ... (not OpenCL's atomic_store_explicit).
bool isCudaAtomicFunction(std::string_view name);
// OpenCL C's atomic_store, atomic_fetch_add_explicit, ... (not atomic_init or
// atomic_work_item_fence).
bool isOpenClAtomicFunction(std::string_view name);
// cuda::atomic<T, S> or cuda::atomic_ref<T, S> (or a pointer to one).
bool isCudaAtomicType(clang::QualType type);
// The scope template argument (the second) of the type `decl` is declared
// with, as written (`cuda::thread_scope_block`); null when it is not written.
const clang::Expr *scopeTemplateArgument(const clang::DeclaratorDecl *decl);

// Widens the scope template argument in the declared type of `decl`
// (`cuda::atomic<int, cuda::thread_scope_block>` -> `thread_scope_device`).
std::optional<Edit> widenScopeInType(const clang::DeclaratorDecl *decl, clang::ASTContext &ctx);

} // namespace wmc::analysis

#endif
