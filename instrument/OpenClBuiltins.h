// Lowering of OpenCL C builtins (work-item functions, barriers, atomics,
// fences, math, conversions, vector and relational functions) into calls of the wmc
// runtime ABI (runtime/abi.h) or plain IR. Runs on modules compiled from
// OpenCL C (they carry !opencl.ocl.version) before the instrumenter, so the
// plain accesses it emits (atomic_init, the `expected` of a compare-exchange)
// are instrumented like the program's own. See docs/opencl.md.
#ifndef WMC_INSTRUMENT_OPENCLBUILTINS_H
#define WMC_INSTRUMENT_OPENCLBUILTINS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Module;
} // namespace llvm

namespace wmc {

// True if M was compiled from OpenCL C.
bool isOpenClModule(const llvm::Module &M);

// Rewrites every call to an OpenCL builtin declaration in M (a no-op unless
// isOpenClModule(M)). Calls to builtins wmc cannot model become
// __wmc_unsupported(name, site). Returns true if M changed.
bool lowerOpenClBuiltins(llvm::Module &M, llvm::FunctionAnalysisManager &FAM);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLBUILTINS_H
