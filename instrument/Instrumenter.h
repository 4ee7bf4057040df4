// The rewriting engine behind the wmc-instrument pass: declares the runtime
// callees once per module, then per function sorts instructions into buckets
// and rewrites each bucket with one method per instruction class.
#ifndef WMC_INSTRUMENT_INSTRUMENTER_H
#define WMC_INSTRUMENT_INSTRUMENTER_H

#include "AddressFilter.h"
#include "RuntimeABI.h"
#include "Sites.h"
#include "SpinRule.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PassManager.h"

#include <array>
#include <optional>
#include <string>

namespace wmc {

// The (global, annotation string) pairs of llvm.global.annotations, e.g.
// (@kern, "wmc_kernel") for __attribute__((annotate("wmc_kernel"))).
llvm::SmallVector<std::pair<llvm::GlobalValue *, llvm::StringRef>, 8>
annotatedGlobals(const llvm::Module &M);

class Instrumenter {
public:
  Instrumenter(llvm::Module &M, llvm::FunctionAnalysisManager &FAM);

  // Functions the pass must leave alone: declarations, the runtime's own
  // (__wmc*) functions, and naked functions whose body is raw asm.
  static bool shouldInstrument(const llvm::Function &F);

  // Instruments F's instructions and calls; returns true if F changed.
  bool instrumentFunction(llvm::Function &F);
  // Adds F's loop bookkeeping. Runs after instrumentFunction() on every
  // function, so the spin verdicts see callees as they finally are.
  bool instrumentLoopsOf(llvm::Function &F);
  // Redirects every use of a block-shared variable (CUDA __shared__, OpenCL
  // __local) to the calling thread's block's instance (GpuBlockShared.cpp).
  // Runs before instrumentFunction().
  bool rewriteBlockShared();
  // Every use of Var in an instruction becomes __wmc_gpu_block_shared(@Key,
  // Size), computed right before it.
  void redirectToInstance(llvm::GlobalVariable &Var, llvm::GlobalVariable &Key, uint64_t Size);
  // The global that names an extern __shared__ declaration for the runtime.
  llvm::GlobalVariable *dynamicSharedKey(llvm::GlobalVariable &Decl);
  // Redirects every use of a thread_local variable to the calling test
  // thread's copy, __wmc_thread_local (ThreadLocals.cpp). Runs before
  // instrumentFunction(), so the copy's accesses are ordinary events.
  bool rewriteThreadLocals();
  // libstdc++'s atomic waits (Futex.cpp).
  static bool isFutexCall(const llvm::CallBase &CB);
  static bool isAtomicSpin(const llvm::Function &Callee);
  // Reports main's return status to the runtime (__wmc_main_return before
  // every return of main). Runs before main is renamed.
  bool instrumentMainReturns();
  // SV-COMP: the body of every function named __VERIFIER_atomic_* runs as
  // an atomic block (__wmc_verifier_atomic_begin/end around it).
  bool wrapVerifierAtomicFunctions();
  // Emits a trampoline and a table entry per GPU kernel (GpuKernels.cpp).
  bool registerKernels();
  // Emits the module constructor registering the module's mutable globals,
  // block-shared variables and kernels.
  bool registerGlobals();
  // Removes runtime declarations that ended up unused, so an untouched
  // module stays untouched.
  void dropUnusedDeclarations();

private:
  // A library function whose direct calls go to the runtime instead.
  struct RenameTarget {
    const abi::CallRename *Entry;
    llvm::FunctionCallee Callee;
  };
  // An access the runtime cannot model: it gets a __wmc_unsupported call.
  struct UnmodelledAccess {
    llvm::Instruction *Inst;
    std::string Name; // what __wmc_unsupported reports
    std::string Text; // the site's description
    bool Warn;        // also tell the user at compile time
  };
  // A call into uninstrumented code that receives the address of shared
  // (escaped) locals: their bytes are re-synchronised after the call.
  struct ExternalCall {
    llvm::CallBase *Call;
    llvm::SmallVector<std::pair<llvm::Value *, uint64_t>, 2> Locals; // base, size
    // Objects a library constructor initialises: every byte is stored.
    llvm::SmallVector<std::pair<llvm::Value *, uint64_t>, 2> Constructed;
  };
  struct Buckets {
    llvm::SmallVector<llvm::LoadInst *, 16> Loads;
    llvm::SmallVector<llvm::StoreInst *, 16> Stores;
    llvm::SmallVector<llvm::Instruction *, 4> WideAccesses; // plain, too wide for a uint64_t
    llvm::SmallVector<llvm::AtomicRMWInst *, 4> Rmws;
    llvm::SmallVector<llvm::AtomicCmpXchgInst *, 4> CmpXchgs;
    llvm::SmallVector<llvm::Instruction *, 4> Fences; // fence or llvm.x86.sse2.mfence
    llvm::SmallVector<llvm::MemIntrinsic *, 4> MemOps;
    llvm::SmallVector<llvm::CallBase *, 8> RenamedCalls;
    llvm::SmallVector<llvm::CallBase *, 4> UnsupportedCalls;
    llvm::SmallVector<llvm::CallBase *, 2> FutexCalls;  // syscall(SYS_futex, ...)
    llvm::SmallVector<llvm::CallBase *, 2> AtomicSpins; // libstdc++'s __atomic_spin
    llvm::SmallVector<llvm::CallBase *, 4> AsmCalls;
    llvm::SmallVector<UnmodelledAccess, 4> Unmodelled;
    llvm::SmallVector<ExternalCall, 4> ExternalCalls;
  };

  void initialize(llvm::Module &M);
  llvm::FunctionCallee declare(abi::Callee C, llvm::FunctionType *Ty);
  llvm::FunctionCallee callee(abi::Callee C) const;

  bool promoteAllocas(llvm::Function &F);
  void classify(llvm::Function &F, Buckets &B);
  void classifyCall(llvm::CallBase &CB, Buckets &B);
  bool admitAccess(llvm::Instruction &I, llvm::Value *Ptr, llvm::Type *ValueTy,
                   llvm::StringRef Text, Buckets &B);
  bool admitMemIntrinsic(llvm::MemIntrinsic &MI, Buckets &B);

  void instrumentExternalCall(const ExternalCall &E);
  void instrumentLoad(llvm::LoadInst &LI);
  void instrumentStore(llvm::StoreInst &SI);
  void instrumentWideAccess(llvm::Instruction &I);
  void instrumentRmw(llvm::AtomicRMWInst &RMW);
  void instrumentCmpXchg(llvm::AtomicCmpXchgInst &CX);
  void instrumentFence(llvm::Instruction &I);
  void instrumentMemIntrinsic(llvm::MemIntrinsic &MI);
  void instrumentRenamedCall(llvm::CallBase &CB);
  void instrumentUnsupportedCall(llvm::CallBase &CB);
  void instrumentFutexCall(llvm::CallBase &CB);
  void skipAtomicSpin(llvm::CallBase &CB);
  bool instrumentInlineAsm(llvm::CallBase &CB);
  void instrumentUnmodelled(const UnmodelledAccess &U);
  bool instrumentLoops(llvm::Function &F);

  static llvm::StringRef memOpText(const llvm::MemIntrinsic &MI);
  llvm::Value *pointerArg(llvm::IRBuilder<> &B, llvm::Value *Ptr);
  llvm::ConstantInt *i32(uint64_t V) const;
  llvm::ConstantInt *i64(uint64_t V) const;
  void warn(const llvm::Instruction &I, const llvm::Twine &Msg);
  // packOrder for this module: `volatile` carries the PTX reading (relaxed
  // at system scope) in C, C++ and CUDA, but is a plain access in OpenCL C
  // (OpenCL 2.0 gives volatile no atomicity).
  uint32_t order(llvm::AtomicOrdering Ordering, llvm::SyncScope::ID Scope, bool Volatile) const;

  llvm::Module &M;
  llvm::FunctionAnalysisManager &FAM;
  const llvm::DataLayout &DL;
  const bool VolatileIsAtomic; // false in OpenCL C modules
  SiteBuilder Sites;
  AddressFilter Filter;
  std::optional<SpinRule> SpinCheck; // needs the callees: set in initialize()
  // Per function: one private bounce buffer per wide type.
  llvm::DenseMap<llvm::Type *, llvm::AllocaInst *> WideTemps;
  // The current function's compound updates (CompoundUpdate.h).
  llvm::SmallPtrSet<const llvm::Instruction *, 8> CompoundUpdates;
  std::array<llvm::FunctionCallee, static_cast<size_t>(abi::Callee::Count)> Callees;
  llvm::DenseMap<const llvm::Function *, RenameTarget> Renamed;
  llvm::DenseMap<const llvm::Function *, llvm::StringRef> Unsupported;
  llvm::SmallVector<llvm::Function *, 16> CreatedDeclarations;
  // Block-shared variables: never registered as ordinary globals.
  llvm::SmallPtrSet<const llvm::GlobalVariable *, 8> BlockSharedVars;
  // Tables the module constructor passes to the runtime: callee, table, count.
  struct Registration {
    abi::Callee Register;
    llvm::Constant *Table;
    uint64_t Count;
  };
  llvm::SmallVector<Registration, 3> Registrations;
  llvm::PointerType *PtrTy;
  llvm::IntegerType *I32Ty;
  llvm::IntegerType *I64Ty;
};

} // namespace wmc

#endif // WMC_INSTRUMENT_INSTRUMENTER_H
