// Rewriting of memory instructions (load, store, atomicrmw, cmpxchg, fence,
// memory intrinsics) into runtime calls.
#include "Instrumenter.h"

#include "MemoryOrder.h"
#include "PrivateArgs.h"
#include "UnusedResult.h"
#include "ValueBits.h"
#include "abi.h"

#include "llvm/ADT/Statistic.h"

#include <optional>

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumLoads, "Loads instrumented");
STATISTIC(NumStores, "Stores instrumented");
STATISTIC(NumRmws, "atomicrmw instrumented");
STATISTIC(NumCmpXchgs, "cmpxchg instrumented");
STATISTIC(NumFences, "Fences instrumented");
STATISTIC(NumSignalFences, "Fences removed: syncscope(\"singlethread\") (signal fence)");
STATISTIC(NumMemOps, "Memory intrinsics instrumented");
STATISTIC(NumUnsupportedRmw, "atomicrmw flagged unsupported: unknown operation");

namespace wmc {
namespace {

std::optional<uint32_t> rmwOp(AtomicRMWInst::BinOp Op) {
  switch (Op) {
  case AtomicRMWInst::Xchg:
    return WMC_RMW_XCHG;
  case AtomicRMWInst::Add:
    return WMC_RMW_ADD;
  case AtomicRMWInst::Sub:
    return WMC_RMW_SUB;
  case AtomicRMWInst::And:
    return WMC_RMW_AND;
  case AtomicRMWInst::Nand:
    return WMC_RMW_NAND;
  case AtomicRMWInst::Or:
    return WMC_RMW_OR;
  case AtomicRMWInst::Xor:
    return WMC_RMW_XOR;
  case AtomicRMWInst::Max:
    return WMC_RMW_MAX;
  case AtomicRMWInst::Min:
    return WMC_RMW_MIN;
  case AtomicRMWInst::UMax:
    return WMC_RMW_UMAX;
  case AtomicRMWInst::UMin:
    return WMC_RMW_UMIN;
  case AtomicRMWInst::FAdd:
    return WMC_RMW_FADD;
  case AtomicRMWInst::FSub:
    return WMC_RMW_FSUB;
  case AtomicRMWInst::FMax:
    return WMC_RMW_FMAX;
  case AtomicRMWInst::FMin:
    return WMC_RMW_FMIN;
  case AtomicRMWInst::UIncWrap:
    return WMC_RMW_UINC_WRAP;
  case AtomicRMWInst::UDecWrap:
    return WMC_RMW_UDEC_WRAP;
  default:
    return std::nullopt; // kinds newer than the ABI
  }
}

} // namespace

StringRef Instrumenter::memOpText(const MemIntrinsic &MI) {
  if (isa<MemSetInst>(MI))
    return "memset";
  if (isa<MemMoveInst>(MI))
    return "memmove";
  return "memcpy";
}

namespace {
// Reports print float and double values as numbers, not as their bits,
// and pointers in hex.
uint32_t valueTypeFlags(const Type *T) {
  if (T->isFloatTy())
    return WMC_FLAG_FLOAT;
  if (T->isDoubleTy())
    return WMC_FLAG_DOUBLE;
  if (T->isPointerTy())
    return WMC_FLAG_POINTER;
  return 0;
}

// A plain access through an own-slot kernel parameter, or a plain load
// through a read-only one (PrivateArgs.h).
uint32_t privateFlag(const Instruction &I, const Value *Ptr, bool Plain) {
  if (!Plain)
    return 0;
  if (isPrivateArgAccess(*I.getFunction(), Ptr))
    return WMC_FLAG_PRIVATE;
  return isa<LoadInst>(I) && isReadOnlyArgAccess(*I.getFunction(), Ptr) ? WMC_FLAG_READONLY : 0;
}
} // namespace

void Instrumenter::instrumentLoad(LoadInst &LI) {
  IRBuilder<> B(&LI);
  unsigned Size = *carriedSize(LI.getType(), DL);
  uint32_t Order = order(LI.getOrdering(), LI.getSyncScopeID(), LI.isVolatile()) |
                   valueTypeFlags(LI.getType()) |
                   privateFlag(LI, LI.getPointerOperand(), LI.isSimple()) |
                   (CompoundUpdates.contains(&LI) ? WMC_FLAG_UPDATE : 0);
  Value *Bits =
      B.CreateCall(callee(abi::Callee::Load), {pointerArg(B, LI.getPointerOperand()), i32(Size),
                                               i32(Order), Sites.site(LI, "load")});
  Value *V = fromBits(B, Bits, LI.getType(), DL);
  V->takeName(&LI);
  LI.replaceAllUsesWith(V);
  LI.eraseFromParent();
  ++NumLoads;
}

void Instrumenter::instrumentStore(StoreInst &SI) {
  IRBuilder<> B(&SI);
  Value *Val = SI.getValueOperand();
  unsigned Size = *carriedSize(Val->getType(), DL);
  uint32_t Order = order(SI.getOrdering(), SI.getSyncScopeID(), SI.isVolatile()) |
                   valueTypeFlags(Val->getType()) |
                   privateFlag(SI, SI.getPointerOperand(), SI.isSimple()) |
                   (CompoundUpdates.contains(&SI) ? WMC_FLAG_UPDATE : 0);
  B.CreateCall(callee(abi::Callee::Store),
               {pointerArg(B, SI.getPointerOperand()), toBits(B, Val, DL), i32(Size), i32(Order),
                Sites.site(SI, "store")});
  SI.eraseFromParent();
  ++NumStores;
}

void Instrumenter::instrumentWideAccess(Instruction &I) {
  auto *LI = dyn_cast<LoadInst>(&I);
  auto *SI = dyn_cast<StoreInst>(&I);
  Type *T = LI ? LI->getType() : SI->getValueOperand()->getType();
  Value *Ptr = LI ? LI->getPointerOperand() : SI->getPointerOperand();

  // The bounce buffer is private to this frame; reusing it per type is safe
  // because each use is a copy immediately followed by its raw access.
  AllocaInst *&Temp = WideTemps[T];
  if (!Temp) {
    BasicBlock &Entry = I.getFunction()->getEntryBlock();
    IRBuilder<> EB(&Entry, Entry.getFirstInsertionPt());
    Temp = EB.CreateAlloca(T, DL.getAllocaAddrSpace(), nullptr, "wmc.wide");
  }
  IRBuilder<> B(&I);
  Value *Bytes = B.getInt64(DL.getTypeStoreSize(T).getFixedValue());
  Value *TempPtr = pointerArg(B, Temp);
  if (LI) {
    B.CreateCall(callee(abi::Callee::Memcpy),
                 {TempPtr, pointerArg(B, Ptr), Bytes, Sites.site(I, "load")});
    LoadInst *V = B.CreateAlignedLoad(T, Temp, Temp->getAlign());
    V->takeName(LI);
    LI->replaceAllUsesWith(V);
  } else {
    B.CreateAlignedStore(SI->getValueOperand(), Temp, Temp->getAlign());
    B.CreateCall(callee(abi::Callee::Memcpy),
                 {pointerArg(B, Ptr), TempPtr, Bytes, Sites.site(I, "store")});
  }
  I.eraseFromParent();
}

void Instrumenter::instrumentRmw(AtomicRMWInst &RMW) {
  std::string Text = ("rmw " + AtomicRMWInst::getOperationName(RMW.getOperation())).str();
  std::optional<uint32_t> Op = rmwOp(RMW.getOperation());
  if (!Op) {
    ++NumUnsupportedRmw;
    instrumentUnmodelled({&RMW, "atomicrmw " + Text.substr(4), Text, true});
    return;
  }
  IRBuilder<> B(&RMW);
  unsigned Size = *carriedSize(RMW.getType(), DL);
  uint32_t Order = order(RMW.getOrdering(), RMW.getSyncScopeID(), RMW.isVolatile());
  if (isResultUnused(RMW))
    Order |= WMC_FLAG_RESULT_UNUSED;
  Value *Old =
      B.CreateCall(callee(abi::Callee::Rmw),
                   {pointerArg(B, RMW.getPointerOperand()), toBits(B, RMW.getValOperand(), DL),
                    i32(Size), i32(*Op), i32(Order), Sites.site(RMW, Text)});
  Value *V = fromBits(B, Old, RMW.getType(), DL);
  V->takeName(&RMW);
  RMW.replaceAllUsesWith(V);
  RMW.eraseFromParent();
  ++NumRmws;
}

void Instrumenter::instrumentCmpXchg(AtomicCmpXchgInst &CX) {
  IRBuilder<> B(&CX);
  Type *ValTy = CX.getCompareOperand()->getType();
  unsigned Size = *carriedSize(ValTy, DL);
  uint32_t Success = order(CX.getSuccessOrdering(), CX.getSyncScopeID(), CX.isVolatile());
  uint32_t Failure = order(CX.getFailureOrdering(), CX.getSyncScopeID(), CX.isVolatile());
  Value *Expected = toBits(B, CX.getCompareOperand(), DL);
  Value *Old = B.CreateCall(callee(abi::Callee::CmpXchg),
                            {pointerArg(B, CX.getPointerOperand()), Expected,
                             toBits(B, CX.getNewValOperand(), DL), i32(Size), i32(Success),
                             i32(Failure), i32(CX.isWeak()), Sites.site(CX, "cmpxchg")});
  // The runtime returns only the old value; the exchange happened iff it
  // equals the expected one bit for bit.
  Value *Ok = B.CreateICmpEQ(Old, Expected);
  Value *Pair = B.CreateInsertValue(PoisonValue::get(CX.getType()), fromBits(B, Old, ValTy, DL), 0);
  Pair = B.CreateInsertValue(Pair, Ok, 1);
  Pair->takeName(&CX);
  CX.replaceAllUsesWith(Pair);
  CX.eraseFromParent();
  ++NumCmpXchgs;
}

void Instrumenter::instrumentFence(Instruction &I) {
  AtomicOrdering Ordering = AtomicOrdering::SequentiallyConsistent; // llvm.x86.sse2.mfence
  SyncScope::ID Scope = SyncScope::System;
  if (auto *FI = dyn_cast<FenceInst>(&I)) {
    // A signal fence only restrains the compiler, which the runtime call
    // boundaries already do; it has no inter-thread meaning.
    if (FI->getSyncScopeID() == SyncScope::SingleThread) {
      FI->eraseFromParent();
      ++NumSignalFences;
      return;
    }
    Ordering = FI->getOrdering();
    Scope = FI->getSyncScopeID();
  }
  IRBuilder<> B(&I);
  B.CreateCall(callee(abi::Callee::Fence),
               {i32(packOrder(Ordering, Scope, false, M.getContext())), Sites.site(I, "fence")});
  I.eraseFromParent();
  ++NumFences;
}

void Instrumenter::instrumentMemIntrinsic(MemIntrinsic &MI) {
  IRBuilder<> B(&MI);
  Value *Dst = pointerArg(B, MI.getRawDest());
  Value *Len = B.CreateZExtOrTrunc(MI.getLength(), I64Ty);
  Constant *Site = Sites.site(MI, memOpText(MI));
  if (auto *MS = dyn_cast<MemSetInst>(&MI)) {
    B.CreateCall(callee(abi::Callee::Memset),
                 {Dst, B.CreateZExt(MS->getValue(), I32Ty), Len, Site});
  } else {
    auto &MT = cast<MemTransferInst>(MI);
    abi::Callee C = isa<MemMoveInst>(MT) ? abi::Callee::Memmove : abi::Callee::Memcpy;
    B.CreateCall(callee(C), {Dst, pointerArg(B, MT.getRawSource()), Len, Site});
  }
  MI.eraseFromParent();
  ++NumMemOps;
}

} // namespace wmc
