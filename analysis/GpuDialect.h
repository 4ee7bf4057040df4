// Recognisers for the GPU dialects the analysis understands: CUDA (wmc's
// shim headers and clang's real-header spellings), OpenCL C and <wmc/gpu.h>.
// They look at user-visible names (threadIdx, __syncthreads, get_local_id,
// atomicAdd_block, ...), so code written for the real toolkits is recognised
// as well as code written against wmc's headers.
#ifndef WMC_ANALYSIS_GPUDIALECT_H
#define WMC_ANALYSIS_GPUDIALECT_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <string>
#include <vector>

namespace wmc::analysis {

enum class GpuDialect { Cuda, OpenCl, WmcGpu };

GpuDialect dialectOf(const clang::ASTContext &ctx);

// The statement a fix-it inserts to separate two shared-memory accesses.
std::string barrierStatement(GpuDialect dialect);

// The callee's name, or "" for indirect calls and operators.
std::string calleeName(const clang::CallExpr *call);

// A CUDA __global__ / OpenCL __kernel / wmc-annotated kernel.
bool isKernel(const clang::FunctionDecl *fn);

// A block-wide barrier: __syncthreads, barrier, work_group_barrier,
// wmc_barrier, wmc_gpu_barrier, cooperative groups' block sync.
bool isBarrierCall(const clang::CallExpr *call);

// A call whose result differs between the threads of a block: the thread id
// functions of every dialect and the value-returning atomics.
bool isThreadVaryingCall(const clang::CallExpr *call);

// An atomic operation (its memory accesses do not race with other atomics).
bool isAtomicCall(const clang::CallExpr *call);

// threadIdx in clang's real CUDA headers (__cuda_builtin_threadIdx_t).
bool isCudaBuiltinThreadIdx(const clang::Expr *e);

// A variable with one instance per block: CUDA __shared__, OpenCL __local,
// wmc's annotate("wmc_block_shared"), or a parameter pointing to __local.
bool isBlockSharedVar(const clang::ValueDecl *decl);

// The thread-id component (0 = x, 1 = y, 2 = z) that `e` reads, if it is
// threadIdx.x/y/z, get_local_id(c) with a constant c, wmc_thread_idx() (x),
// or __wmc_gpu_thread_idx().x; -1 otherwise.
int threadIdComponent(const clang::Expr *e, const clang::ASTContext &ctx);

// The same for blockDim.x/y/z and get_local_size(c): the block's extent.
int blockDimComponent(const clang::Expr *e, const clang::ASTContext &ctx);

// The same for blockIdx.x/y/z, get_group_id(c) and wmc_block_idx() (x).
int blockIdxComponent(const clang::Expr *e, const clang::ASTContext &ctx);

} // namespace wmc::analysis

#endif

namespace wmc::analysis {

// The function definitions of the main file the GPU checks look at (template
// instantiations included, uninstantiated templates not), in source order.
std::vector<const clang::FunctionDecl *> mainFileFunctions(clang::ASTContext &ctx);

// The location of `loc` in the file (the expansion site for macros).
clang::SourceLocation fileLoc(const clang::SourceManager &sm, clang::SourceLocation loc);

} // namespace wmc::analysis
