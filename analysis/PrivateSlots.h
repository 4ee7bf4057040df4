// Own-slot kernel parameters: a pointer parameter of a CUDA/OpenCL kernel
// whose every use is `p[i]`, read or written as a scalar, with `i` the GPU
// thread's global index (blockIdx.x*blockDim.x+threadIdx.x, get_global_id(0),
// or a local initialised to it and never changed). Each GPU thread of a 1-D
// launch then touches its own element only, so the instrumentation marks
// these accesses private (docs/instrumentation.md) and the runtime gives
// them no event while no other thread touches the same bytes.
//
// The proof is deliberately narrow: no pointer arithmetic, no `&p[i]`, no
// passing p on, no other index, and no writable parameter of the same
// element type that might alias p (unless one of them is __restrict__).
// The runtime re-checks privacy dynamically, so a launch shape that breaks
// the 1-D assumption costs a restart, never a wrong verdict.
#ifndef WMC_ANALYSIS_PRIVATESLOTS_H
#define WMC_ANALYSIS_PRIVATESLOTS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace wmc::analysis {

struct PrivateParams {
  const clang::FunctionDecl *kernel;
  std::string symbol;             // the kernel's name in the IR (mangled for C++)
  std::vector<unsigned> indices;  // own-slot pointer parameters, ascending
  std::vector<unsigned> readOnly; // read-only ones that are not own-slot, ascending
};

// Is `e` the thread's global x index: blockIdx.x*blockDim.x + threadIdx.x
// (operands in any order) or get_global_id(0)?
bool isGlobalThreadIndex(const clang::Expr *e, const clang::ASTContext &ctx);

// The own-slot parameters of one kernel definition (empty if none).
std::vector<unsigned> ownSlotParams(const clang::FunctionDecl *kernel, clang::ASTContext &ctx);

// The read-only parameters of one kernel definition that are not own-slot:
// pointers whose every use is a scalar load `p[e]` (any index), and every
// parameter that may be the same buffer (same element type, `void` or
// `char`, neither of the two __restrict__) read only or own-slot. No thread
// of the kernel writes their memory, so the runtime may read it without
// events while no event or own-slot claim touches it (WMC_FLAG_READONLY;
// checked again at run time: an overlap restarts the exploration).
std::vector<unsigned> readOnlyParams(const clang::FunctionDecl *kernel, clang::ASTContext &ctx);

// Every kernel of the main file with at least one own-slot or read-only
// parameter; none
// in a clang CUDA compile (its IR has launch stubs; wmc check compiles the
// lowered C++, where kernels are functions annotated wmc_kernel).
std::vector<PrivateParams> findPrivateParams(clang::ASTContext &ctx);

} // namespace wmc::analysis

#endif
