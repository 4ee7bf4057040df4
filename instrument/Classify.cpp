// Sorting a function's instructions into the buckets the rewriters work on,
// with the decisions of what is skipped or flagged and why.
#include "Instrumenter.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DataLayout.h"

#include "Options.h"
#include "ValueBits.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicsX86.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumSkippedLocal, "Accesses skipped: non-captured alloca");
STATISTIC(NumSkippedConstant, "Accesses skipped: constant global");
STATISTIC(NumSkippedPrivateCopy, "Accesses skipped: thread_local copy private to its thread");
STATISTIC(NumSkippedInvariant, "Accesses skipped: !invariant.load");
STATISTIC(NumSkippedVTable, "Accesses skipped: vtable pointer or vtable slot");
STATISTIC(NumSkippedPrivateMemOp, "Memory intrinsics skipped: only private memory");
STATISTIC(NumSkippedMustTail, "Renamed calls skipped: musttail");
STATISTIC(NumThreadLocal, "Accesses flagged unsupported: thread_local variable");
STATISTIC(NumUnsupportedSize, "Accesses flagged unsupported: size or type");
STATISTIC(NumWideAccesses, "Plain accesses wider than 8 bytes copied via __wmc_memcpy");

namespace wmc {

bool Instrumenter::admitAccess(Instruction &I, Value *Ptr, Type *ValueTy, StringRef Text,
                               Buckets &B) {
  const GlobalVariable *TLS = nullptr;
  switch (Filter.classify(Ptr, &TLS)) {
  case AddressKind::ThreadLocal:
    ++NumThreadLocal;
    B.Unmodelled.push_back({&I,
                            ("thread_local variable '" + SiteBuilder::sourceName(*TLS) + "'").str(),
                            Text.str(), false});
    return false;
  case AddressKind::LocalAlloca:
    if (opts::SkipPrivate) {
      ++NumSkippedLocal;
      return false;
    }
    break;
  case AddressKind::ConstantGlobal:
    if (opts::SkipPrivate) {
      ++NumSkippedConstant;
      return false;
    }
    break;
  case AddressKind::PrivateCopy:
    if (opts::SkipPrivate) {
      ++NumSkippedPrivateCopy;
      return false;
    }
    break;
  case AddressKind::Shared:
    break;
  }
  if (I.hasMetadata(LLVMContext::MD_invariant_load)) {
    ++NumSkippedInvariant;
    return false;
  }
  if (isVTableAccess(I)) {
    ++NumSkippedVTable;
    return false;
  }
  if (carriedSize(ValueTy, DL))
    return true;
  // A plain access has no single-copy atomicity to preserve, so copying its
  // bytes through the runtime is exact; atomic and volatile ones are not.
  bool Plain = (isa<LoadInst>(I) || isa<StoreInst>(I)) && !I.isAtomic() && !I.isVolatile();
  if (Plain && opts::WideAsMemcpy && ValueTy->isSized() && !ValueTy->isScalableTy()) {
    ++NumWideAccesses;
    B.WideAccesses.push_back(&I);
    return false;
  }
  ++NumUnsupportedSize;
  uint64_t Bytes = ValueTy->isSized() ? DL.getTypeStoreSize(ValueTy).getKnownMinValue() : 0;
  B.Unmodelled.push_back({&I, std::to_string(Bytes) + "-byte access", Text.str(), true});
  return false;
}

bool Instrumenter::admitMemIntrinsic(MemIntrinsic &MI, Buckets &B) {
  SmallVector<Value *, 2> Ptrs{MI.getRawDest()};
  if (auto *MT = dyn_cast<MemTransferInst>(&MI))
    Ptrs.push_back(MT->getRawSource());
  bool AllPrivate = true;
  for (Value *Ptr : Ptrs) {
    const GlobalVariable *TLS = nullptr;
    AddressKind Kind = Filter.classify(Ptr, &TLS);
    if (Kind == AddressKind::ThreadLocal) {
      ++NumThreadLocal;
      B.Unmodelled.push_back(
          {&MI, ("thread_local variable '" + SiteBuilder::sourceName(*TLS) + "'").str(),
           memOpText(MI).str(), false});
      return false;
    }
    AllPrivate &= Kind != AddressKind::Shared;
  }
  if (AllPrivate && opts::SkipPrivate) {
    ++NumSkippedPrivateMemOp;
    return false;
  }
  return true;
}

void Instrumenter::classifyCall(CallBase &CB, Buckets &B) {
  if (CB.isInlineAsm()) {
    B.AsmCalls.push_back(&CB);
    return;
  }
  if (auto *MI = dyn_cast<MemIntrinsic>(&CB)) {
    if (admitMemIntrinsic(*MI, B))
      B.MemOps.push_back(MI);
    return;
  }
  // Not getCalledFunction(): a call through a mismatched prototype (old C
  // code) still names the library function.
  auto *Callee = dyn_cast<Function>(CB.getCalledOperand());
  if (!Callee)
    return;
  if (Callee->getIntrinsicID() == Intrinsic::x86_sse2_mfence) {
    B.Fences.push_back(&CB);
    return;
  }
  if (Renamed.contains(Callee)) {
    if (CB.isMustTailCall()) {
      ++NumSkippedMustTail; // the extra argument would break the musttail contract
      return;
    }
    B.RenamedCalls.push_back(&CB);
    return;
  }
  if (isFutexCall(CB)) {
    B.FutexCalls.push_back(&CB);
    return;
  }
  if (isAtomicSpin(*Callee)) {
    B.AtomicSpins.push_back(&CB);
    return;
  }
  if (Unsupported.contains(Callee)) {
    B.UnsupportedCalls.push_back(&CB);
    return;
  }
  // Code not compiled with the plugin writes memory the checker does not
  // see; for escaped locals passed to it, the writes are recovered after the
  // call (their addresses are known, their sizes static).
  if (!Callee->isDeclaration() || Callee->isIntrinsic() || Callee->getName().starts_with("__wmc"))
    return;
  ExternalCall E{&CB, {}, {}};
  const DataLayout &DL = M.getDataLayout();
  bool WritesThis = false;
  for (const abi::ObjectWriter &W : abi::ObjectWriters)
    if (Callee->getName() == StringRef(W.Name) && CB.arg_size() > 0 &&
        CB.getArgOperand(0)->getType()->isPointerTy()) {
      (W.Constructs ? E.Constructed : E.Locals).push_back({CB.getArgOperand(0), W.Size});
      WritesThis = true;
    }
  for (Value *Arg : CB.args()) {
    if (!Arg->getType()->isPointerTy() || (WritesThis && Arg == CB.getArgOperand(0)))
      continue;
    auto *AI = dyn_cast<AllocaInst>(getUnderlyingObject(Arg));
    if (!AI || !AI->isStaticAlloca() || Filter.classify(AI) != AddressKind::Shared)
      continue;
    if (std::optional<TypeSize> Size = AI->getAllocationSize(DL); Size && !Size->isScalable())
      E.Locals.push_back({AI, Size->getFixedValue()});
  }
  if (!E.Locals.empty() || !E.Constructed.empty())
    B.ExternalCalls.push_back(std::move(E));
}

void Instrumenter::classify(Function &F, Buckets &B) {
  for (Instruction &I : instructions(F)) {
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      if (admitAccess(I, LI->getPointerOperand(), LI->getType(), "load", B))
        B.Loads.push_back(LI);
    } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
      if (admitAccess(I, SI->getPointerOperand(), SI->getValueOperand()->getType(), "store", B))
        B.Stores.push_back(SI);
    } else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
      std::string Text = ("rmw " + AtomicRMWInst::getOperationName(RMW->getOperation())).str();
      if (admitAccess(I, RMW->getPointerOperand(), RMW->getType(), Text, B))
        B.Rmws.push_back(RMW);
    } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
      if (admitAccess(I, CX->getPointerOperand(), CX->getCompareOperand()->getType(), "cmpxchg", B))
        B.CmpXchgs.push_back(CX);
    } else if (isa<FenceInst>(&I)) {
      B.Fences.push_back(&I);
    } else if (auto *CB = dyn_cast<CallBase>(&I)) {
      classifyCall(*CB, B);
    }
  }
}

} // namespace wmc
