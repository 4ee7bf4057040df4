// Module set-up and the per-function driver: promote, classify, rewrite;
// loops come in a second sweep over the module.
#include "Instrumenter.h"

#include "CompoundUpdate.h"
#include "MemoryOrder.h"
#include "Options.h"
#include "SanitizerLocals.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumPromotedAllocas, "Allocas promoted to SSA before instrumentation");

namespace wmc {

Instrumenter::Instrumenter(Module &M, FunctionAnalysisManager &FAM)
    : M(M), FAM(FAM), DL(M.getDataLayout()),
      VolatileIsAtomic(!M.getNamedMetadata("opencl.ocl.version")), Sites(M) {
  initialize(M);
}

uint32_t Instrumenter::order(AtomicOrdering Ordering, SyncScope::ID Scope, bool Volatile) const {
  return packOrder(Ordering, Scope, Volatile && VolatileIsAtomic, M.getContext());
}

FunctionCallee Instrumenter::declare(abi::Callee C, FunctionType *Ty) {
  StringRef Name = abi::calleeName(C);
  bool Existed = M.getFunction(Name) != nullptr;
  FunctionCallee FC = M.getOrInsertFunction(Name, Ty);
  if (auto *F = dyn_cast<Function>(FC.getCallee()); F && !Existed)
    CreatedDeclarations.push_back(F);
  return FC;
}

FunctionCallee Instrumenter::callee(abi::Callee C) const { return Callees[static_cast<size_t>(C)]; }

namespace {

// The declaration type of a renamed callee: the kept parameters of the
// original, then `const wmc_site *` (SiteFirst: the site, then all of them,
// variadic if the original is). Null if the original has too few.
FunctionType *renamedType(FunctionType *Orig, const abi::ArgPick &Pick, Type *SitePtr) {
  SmallVector<Type *, 6> Params;
  if (Pick.Count == abi::ArgPick::SiteFirst) {
    Params.push_back(SitePtr);
    Params.append(Orig->param_begin(), Orig->param_end());
    return FunctionType::get(Orig->getReturnType(), Params, Orig->isVarArg());
  }
  if (Pick.Count == abi::ArgPick::KeepAll) {
    Params.append(Orig->param_begin(), Orig->param_end());
  } else {
    for (unsigned I = 0; I < Pick.Count; ++I) {
      if (Pick.Index[I] >= Orig->getNumParams())
        return nullptr;
      Params.push_back(Orig->getParamType(Pick.Index[I]));
    }
  }
  Params.push_back(SitePtr);
  return FunctionType::get(Orig->getReturnType(), Params, /*isVarArg=*/false);
}

} // namespace

void Instrumenter::initialize(Module &M) {
  LLVMContext &Ctx = M.getContext();
  PtrTy = PointerType::getUnqual(Ctx);
  I32Ty = Type::getInt32Ty(Ctx);
  I64Ty = Type::getInt64Ty(Ctx);
  Type *Void = Type::getVoidTy(Ctx);
  using abi::Callee;
  auto Fn = [](Type *Ret, ArrayRef<Type *> Params) {
    return FunctionType::get(Ret, Params, /*isVarArg=*/false);
  };
  // Signatures from runtime/abi.h (size_t arguments there are uint64_t).
  Callees[size_t(Callee::Load)] = declare(Callee::Load, Fn(I64Ty, {PtrTy, I32Ty, I32Ty, PtrTy}));
  Callees[size_t(Callee::Store)] =
      declare(Callee::Store, Fn(Void, {PtrTy, I64Ty, I32Ty, I32Ty, PtrTy}));
  Callees[size_t(Callee::Rmw)] =
      declare(Callee::Rmw, Fn(I64Ty, {PtrTy, I64Ty, I32Ty, I32Ty, I32Ty, PtrTy}));
  Callees[size_t(Callee::CmpXchg)] =
      declare(Callee::CmpXchg, Fn(I64Ty, {PtrTy, I64Ty, I64Ty, I32Ty, I32Ty, I32Ty, I32Ty, PtrTy}));
  Callees[size_t(Callee::Fence)] = declare(Callee::Fence, Fn(Void, {I32Ty, PtrTy}));
  Callees[size_t(Callee::Memcpy)] = declare(Callee::Memcpy, Fn(Void, {PtrTy, PtrTy, I64Ty, PtrTy}));
  Callees[size_t(Callee::Memmove)] =
      declare(Callee::Memmove, Fn(Void, {PtrTy, PtrTy, I64Ty, PtrTy}));
  Callees[size_t(Callee::Memset)] = declare(Callee::Memset, Fn(Void, {PtrTy, I32Ty, I64Ty, PtrTy}));
  Callees[size_t(Callee::LoopEnter)] = declare(Callee::LoopEnter, Fn(Void, {PtrTy}));
  Callees[size_t(Callee::LoopLatch)] = declare(Callee::LoopLatch, Fn(Void, {PtrTy}));
  Callees[size_t(Callee::RegisterGlobals)] =
      declare(Callee::RegisterGlobals, Fn(Void, {PtrTy, I64Ty}));
  // Deliberately not noreturn in IR: the flagged instruction stays in place
  // and must not be turned into `unreachable` by later passes.
  Callees[size_t(Callee::Unsupported)] = declare(Callee::Unsupported, Fn(Void, {PtrTy, PtrTy}));
  Callees[size_t(Callee::ExternalBegin)] = declare(Callee::ExternalBegin, Fn(Void, {PtrTy, I64Ty}));
  Callees[size_t(Callee::ExternalEnd)] =
      declare(Callee::ExternalEnd, Fn(Void, {PtrTy, I64Ty, PtrTy}));
  Callees[size_t(Callee::ExternalWrote)] =
      declare(Callee::ExternalWrote, Fn(Void, {PtrTy, I64Ty, PtrTy}));
  Callees[size_t(Callee::GpuBlockShared)] =
      declare(Callee::GpuBlockShared, Fn(PtrTy, {PtrTy, I64Ty}));
  Callees[size_t(Callee::RegisterBlockShared)] =
      declare(Callee::RegisterBlockShared, Fn(Void, {PtrTy, I64Ty}));
  Callees[size_t(Callee::RegisterKernels)] =
      declare(Callee::RegisterKernels, Fn(Void, {PtrTy, I64Ty}));
  Callees[size_t(Callee::MainReturn)] = declare(Callee::MainReturn, Fn(Void, {I32Ty, PtrTy}));
  Callees[size_t(Callee::Futex)] = declare(Callee::Futex, Fn(I64Ty, {PtrTy, I32Ty, I32Ty, PtrTy}));
  Callees[size_t(Callee::ThreadLocal)] =
      declare(Callee::ThreadLocal, Fn(PtrTy, {PtrTy, I64Ty, I64Ty, PtrTy}));

  // The instance of a variable never changes for the calling thread: calls
  // may be merged or hoisted, and an await loop using one stays an await.
  for (Callee C : {Callee::GpuBlockShared, Callee::ThreadLocal})
    if (auto *F = dyn_cast<Function>(Callees[size_t(C)].getCallee())) {
      F->setDoesNotAccessMemory();
      F->setDoesNotThrow();
      F->setWillReturn();
    }

  auto Functions = [&](std::initializer_list<Callee> Cs) {
    SmallVector<const Function *, 3> Fs;
    for (Callee C : Cs)
      if (auto *F = dyn_cast<Function>(Callees[size_t(C)].getCallee()))
        Fs.push_back(F);
    return Fs;
  };
  SpinCheck.emplace(Functions({Callee::Load, Callee::CmpXchg, Callee::Rmw}),
                    Functions({Callee::LoopEnter, Callee::LoopLatch}));

  // Renamed and unsupported library functions are keyed by their
  // declaration, so the per-call lookup is a pointer comparison.
  for (const abi::CallRename &R : abi::Renames) {
    Function *From = M.getFunction(R.From);
    if (!From || !From->isDeclaration())
      continue;
    FunctionType *Ty = renamedType(From->getFunctionType(), R.Args, PtrTy);
    if (!Ty)
      continue;
    bool Existed = M.getFunction(R.To) != nullptr;
    FunctionCallee To = M.getOrInsertFunction(R.To, Ty);
    auto *ToFn = dyn_cast<Function>(To.getCallee());
    if (ToFn && !Existed) {
      CreatedDeclarations.push_back(ToFn);
      if (R.NoReturn)
        ToFn->setDoesNotReturn();
    }
    Renamed[From] = {&R, To};
  }
  for (std::string_view Name : abi::UnsupportedCalls)
    if (Function *F = M.getFunction(Name); F && F->isDeclaration())
      Unsupported[F] = F->getName();
}

void Instrumenter::dropUnusedDeclarations() {
  for (Function *F : CreatedDeclarations)
    if (F->use_empty())
      F->eraseFromParent();
  CreatedDeclarations.clear();
}

bool Instrumenter::shouldInstrument(const Function &F) {
  return !F.isDeclaration() && !F.getName().starts_with(abi::ReservedPrefix) &&
         !F.hasFnAttribute(Attribute::Naked);
}

bool Instrumenter::promoteAllocas(Function &F) {
  // Repeat like mem2reg does: promoting one slot can make another promotable
  // (after inlining, a by-reference parameter's slot holds the address of
  // the caller's local; once it is gone the local is promotable too).
  // Sanitizer checks on a slot are folded first (SanitizerLocals.h), each
  // round: a promoted slot can turn checks on a copy into checks on another.
  bool Changed = false;
  while (true) {
    SmallVector<AllocaInst *, 16> Allocas;
    for (Instruction &I : F.getEntryBlock())
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        Changed |= foldSanitizerChecksOnSlot(*AI);
    for (Instruction &I : F.getEntryBlock())
      if (auto *AI = dyn_cast<AllocaInst>(&I); AI && isAllocaPromotable(AI))
        Allocas.push_back(AI);
    if (Allocas.empty())
      return Changed;
    PromoteMemToReg(Allocas, FAM.getResult<DominatorTreeAnalysis>(F));
    NumPromotedAllocas += Allocas.size();
    Changed = true;
  }
}

bool Instrumenter::instrumentFunction(Function &F) {
  if (!shouldInstrument(F))
    return false;
  bool Changed = opts::PromoteAllocas && promoteAllocas(F);
  // Capture facts and bounce buffers are per function.
  Filter = AddressFilter();
  WideTemps.clear();
  CompoundUpdates.clear();
  findCompoundUpdates(F, CompoundUpdates);

  Buckets B;
  classify(F, B);
  // Flag first: the flagged instructions themselves stay untouched.
  for (const UnmodelledAccess &U : B.Unmodelled)
    instrumentUnmodelled(U);
  for (LoadInst *LI : B.Loads)
    instrumentLoad(*LI);
  for (StoreInst *SI : B.Stores)
    instrumentStore(*SI);
  for (Instruction *I : B.WideAccesses)
    instrumentWideAccess(*I);
  for (AtomicRMWInst *RMW : B.Rmws)
    instrumentRmw(*RMW);
  for (AtomicCmpXchgInst *CX : B.CmpXchgs)
    instrumentCmpXchg(*CX);
  for (Instruction *I : B.Fences)
    instrumentFence(*I);
  for (MemIntrinsic *MI : B.MemOps)
    instrumentMemIntrinsic(*MI);
  for (CallBase *CB : B.UnsupportedCalls)
    instrumentUnsupportedCall(*CB);
  for (CallBase *CB : B.FutexCalls)
    instrumentFutexCall(*CB);
  for (CallBase *CB : B.AtomicSpins)
    skipAtomicSpin(*CB);
  for (CallBase *CB : B.RenamedCalls)
    instrumentRenamedCall(*CB);
  for (const ExternalCall &E : B.ExternalCalls)
    instrumentExternalCall(E);
  Changed |= !B.Unmodelled.empty() || !B.Loads.empty() || !B.Stores.empty() ||
             !B.WideAccesses.empty() || !B.Rmws.empty() || !B.CmpXchgs.empty() ||
             !B.Fences.empty() || !B.MemOps.empty() || !B.UnsupportedCalls.empty() ||
             !B.RenamedCalls.empty() || !B.ExternalCalls.empty() || !B.FutexCalls.empty() ||
             !B.AtomicSpins.empty();
  if (!B.ExternalCalls.empty())
    FAM.invalidate(F, PreservedAnalyses::none()); // invoke edges were split
  for (CallBase *CB : B.AsmCalls)
    Changed |= instrumentInlineAsm(*CB);

  return Changed;
}

bool Instrumenter::wrapVerifierAtomicFunctions() {
  FunctionType *Ty = FunctionType::get(Type::getVoidTy(M.getContext()), {PtrTy}, false);
  bool Changed = false;
  for (Function &F : M) {
    StringRef Name = F.getName();
    if (F.isDeclaration() || !Name.starts_with("__VERIFIER_atomic_") ||
        Name == "__VERIFIER_atomic_begin" || Name == "__VERIFIER_atomic_end")
      continue;
    Instruction *First = &*F.getEntryBlock().getFirstInsertionPt();
    IRBuilder<> B(First);
    B.CreateCall(M.getOrInsertFunction("__wmc_verifier_atomic_begin", Ty),
                 {Sites.site(*First, "atomic function")});
    for (BasicBlock &BB : F)
      if (auto *RI = dyn_cast<ReturnInst>(BB.getTerminator())) {
        IRBuilder<> RB(RI);
        RB.CreateCall(M.getOrInsertFunction("__wmc_verifier_atomic_end", Ty),
                      {Sites.site(*RI, "atomic function")});
      }
    Changed = true;
  }
  return Changed;
}

bool Instrumenter::instrumentMainReturns() {
  // main's status is the test's verdict too: `return 1` reports a failure.
  Function *Main = M.getFunction("main");
  if (!Main || Main->isDeclaration() || !Main->getReturnType()->isIntegerTy())
    return false;
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : *Main)
    if (auto *RI = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(RI);
  for (ReturnInst *RI : Returns) {
    // Returns merged into one block carry their status in a PHI; a PHI of
    // sites beside it names the `return` statement that was taken.
    Value *Site = Sites.site(*RI, "return");
    if (auto *Phi = dyn_cast<PHINode>(RI->getReturnValue());
        Phi && Phi->getParent() == RI->getParent()) {
      IRBuilder<> PB(Phi);
      PHINode *SitePhi = PB.CreatePHI(PtrTy, Phi->getNumIncomingValues(), "wmc.return.site");
      for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I)
        SitePhi->addIncoming(Sites.site(*Phi->getIncomingBlock(I)->getTerminator(), "return"),
                             Phi->getIncomingBlock(I));
      Site = SitePhi;
    }
    IRBuilder<> B(RI);
    Value *Status = B.CreateSExtOrTrunc(RI->getReturnValue(), I32Ty);
    B.CreateCall(callee(abi::Callee::MainReturn), {Status, Site});
  }
  return !Returns.empty();
}

bool Instrumenter::instrumentLoopsOf(Function &F) {
  // After every function's accesses were rewritten, so that a loop calling a
  // helper can be judged by what the helper now does (see isSpinLoop).
  if (!shouldInstrument(F) || !opts::InstrumentLoops)
    return false;
  return instrumentLoops(F);
}

Value *Instrumenter::pointerArg(IRBuilder<> &B, Value *Ptr) {
  // The runtime takes generic pointers; other address spaces are cast.
  return B.CreatePointerBitCastOrAddrSpaceCast(Ptr, PtrTy);
}

ConstantInt *Instrumenter::i32(uint64_t V) const { return ConstantInt::get(I32Ty, V); }
ConstantInt *Instrumenter::i64(uint64_t V) const { return ConstantInt::get(I64Ty, V); }

void Instrumenter::warn(const Instruction &I, const Twine &Msg) {
  // Lowered to a clang warning with the source location when compiled by
  // clang; opt prints it on stderr. Never an error: the build must go on.
  std::string Text = ("wmc: " + Msg).str();
  M.getContext().diagnose(
      DiagnosticInfoUnsupported(*I.getFunction(), Text, I.getDebugLoc(), DS_Warning));
}

} // namespace wmc
