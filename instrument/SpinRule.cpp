#include "SpinRule.h"

#include "InlineAsmKind.h"
#include "RuntimeABI.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CaptureTracking.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsX86.h"

using namespace llvm;

namespace wmc {

bool SpinRule::isEffectFreeCall(const CallBase &CB) {
  if (CB.isInlineAsm()) {
    AsmKind K = classifyAsm(cast<InlineAsm>(CB.getCalledOperand())->getAsmString());
    return K == AsmKind::CompilerBarrier || K == AsmKind::CpuRelax;
  }
  const Function *F = CB.getCalledFunction();
  if (!F)
    return false;
  if (is_contained(ReadCallees, F) || is_contained(Bookkeeping, F))
    return true;
  // Runtime calls whose every effect is an event: the runtime sees them, so
  // it can still tell per iteration whether anything but reads happened.
  static constexpr StringLiteral EventCalls[] = {
      "__wmc_store", "__wmc_fence", "__wmc_memcpy", "__wmc_memmove", "__wmc_memset",
      "__wmc_pthread_mutex_lock", "__wmc_pthread_mutex_unlock", "__wmc_pthread_mutex_trylock",
      "__wmc_assume", "__wmc_assert", "__wmc_assert_fail", "__wmc_abort"};
  if (is_contained(EventCalls, F->getName()))
    return true;
  // Reading the thread's launch geometry (`while (x < gridDim.x)`) is no
  // effect: the declarations in <wmc/gpu.h> do not say so.
  if (is_contained(abi::GeometryQueries, std::string_view(F->getName())))
    return true;
  if (const auto *II = dyn_cast<IntrinsicInst>(&CB)) {
    if (isa<DbgInfoIntrinsic>(II) || II->isLifetimeStartOrEnd() ||
        II->getIntrinsicID() == Intrinsic::assume ||
        II->getIntrinsicID() == Intrinsic::x86_sse2_pause)
      return true;
    return !II->mayHaveSideEffects();
  }
  // A sanitizer's report ends the program: an iteration that reports never
  // comes back to the loop (sanitized builds check every access this way).
  if (F->doesNotReturn() &&
      (F->getName().starts_with("__ubsan_handle_") || F->getName().starts_with("__asan_report_")))
    return true;
  if (F->isDeclaration())
    return F->onlyReadsMemory() && F->willReturn(); // e.g. __attribute__((pure))
  return isPure(*F);
}

namespace {

// A store into the callee's own non-escaping stack slot (a parameter spilled
// by clang before mem2reg ran on that function) dies with its frame.
bool isFrameLocalStore(const Instruction &I) {
  const auto *SI = dyn_cast<StoreInst>(&I);
  if (!SI || SI->isVolatile() || SI->isAtomic())
    return false;
  const auto *AI = dyn_cast<AllocaInst>(getUnderlyingObject(SI->getPointerOperand()));
  return AI && !PointerMayBeCaptured(AI, /*ReturnCaptures=*/true, /*StoreCaptures=*/true);
}

// A store into a non-escaping local that the loop only reads back after
// storing it in the same block: clang's temporary for an atomic result
// (`store i64 %v, ptr %tmp; %p = load ptr, ptr %tmp`), which mem2reg cannot
// promote when the two types differ. No value travels to the next
// iteration through it, so an iteration is still only its shared reads.
bool isScratchStore(const Instruction &I, const Loop &L) {
  const auto *SI = dyn_cast<StoreInst>(&I);
  if (!SI || SI->isVolatile() || SI->isAtomic())
    return false;
  const auto *AI = dyn_cast<AllocaInst>(getUnderlyingObject(SI->getPointerOperand()));
  if (!AI || PointerMayBeCaptured(AI, /*ReturnCaptures=*/true, /*StoreCaptures=*/true))
    return false;
  for (const User *U : AI->users()) {
    const auto *LI = dyn_cast<LoadInst>(U);
    if (!LI || !L.contains(LI))
      continue;
    bool StoredBefore = false;
    for (const Instruction *P = LI->getPrevNode(); P && !StoredBefore; P = P->getPrevNode())
      if (const auto *S = dyn_cast<StoreInst>(P))
        StoredBefore = S->getPointerOperand() == AI;
    if (!StoredBefore)
      return false;
  }
  return true;
}

} // namespace

bool SpinRule::isPure(const Function &F) {
  auto [It, Inserted] = Pure.try_emplace(&F, false);
  if (!Inserted)
    return It->second; // cached, or recursion in progress (conservatively impure)
  // Only the normal control flow counts: code reached by unwinding (e.g. the
  // std::terminate path of a noexcept helper) does not run in an iteration
  // that completes.
  bool Result = true;
  SmallVector<const BasicBlock *, 16> Work{&F.getEntryBlock()};
  SmallPtrSet<const BasicBlock *, 16> Seen{&F.getEntryBlock()};
  while (Result && !Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    for (const Instruction &I : *BB) {
      bool Ok = isa<CallBase>(I) ? isEffectFreeCall(cast<CallBase>(I))
                                 : !I.mayWriteToMemory() || isFrameLocalStore(I);
      if (!Ok) {
        Result = false;
        break;
      }
    }
    const Instruction *Term = BB->getTerminator();
    for (unsigned S = 0, E = Term->getNumSuccessors(); S != E; ++S) {
      const BasicBlock *Succ = Term->getSuccessor(S);
      if (isa<InvokeInst>(Term) && Succ == cast<InvokeInst>(Term)->getUnwindDest())
        continue;
      if (Seen.insert(Succ).second)
        Work.push_back(Succ);
    }
  }
  Pure[&F] = Result; // the map may have grown: do not reuse It
  return Result;
}

// A loop qualifies when an iteration can only change the program's state
// through events (the runtime then checks, per iteration, that it made only
// reads — see __wmc_loop_latch).
bool SpinRule::isSpinLoop(const Loop &L) {
  if (isa<PHINode>(L.getHeader()->front()))
    return false;
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB) {
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (!isEffectFreeCall(*CB))
          return false;
      } else if (I.mayWriteToMemory() && !isScratchStore(I, L)) {
        return false;
      }
    }
  return true;
}

} // namespace wmc
