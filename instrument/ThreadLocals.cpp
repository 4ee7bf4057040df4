// thread_local / __thread / _Thread_local variables: clang reaches one
// through llvm.threadlocal.address(@v) (or, for its own guard variables,
// @v directly), which gives the OS thread's instance. The test's threads
// are fibers of one OS thread, so each such address becomes
// __wmc_thread_local(@v, size, align, name): the calling test thread's own
// copy (runtime/intercept/threadlocals.cpp). Accesses through it are then
// ordinary accesses to memory the runtime knows, unless the copy provably
// stays with its thread (ThreadLocalProof.h): then the call is marked and
// the accesses run natively, without events.
#include "Instrumenter.h"
#include "ThreadLocalProof.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/ReplaceConstant.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumThreadLocalUses, "thread_local addresses redirected to the test thread's copy");
STATISTIC(NumPrivateCopies, "thread_local variables whose copies stay with their thread");

namespace wmc {

bool Instrumenter::rewriteThreadLocals() {
  SmallVector<GlobalVariable *, 8> Vars;
  for (GlobalVariable &GV : M.globals())
    // An extern declaration works too: the OS thread's instance, defined in
    // another module, is the image.
    if (GV.isThreadLocal() && GV.getValueType()->isSized() &&
        !GV.getName().starts_with(abi::ReservedPrefix))
      Vars.push_back(&GV);
  if (Vars.empty())
    return false;

  SmallVector<Constant *, 8> Consts(Vars.begin(), Vars.end());
  convertUsersOfConstantsToInstructions(Consts);
  // Every proof sees the IR before any rewrite.
  SmallPtrSet<const GlobalVariable *, 8> PrivateVars;
  SmallVector<const CallInst *, 4> WrapperCalls;
  if (!privateCopiesDisabled(M)) {
    AddressFilter ProofFilter;
    for (GlobalVariable *GV : Vars)
      if (copyStaysInThread(*GV, ProofFilter, shouldInstrument, WrapperCalls))
        PrivateVars.insert(GV);
    NumPrivateCopies += PrivateVars.size();
  }
  for (const CallInst *Call : WrapperCalls)
    markPrivateCopy(*const_cast<CallInst *>(Call));
  for (GlobalVariable *GV : Vars) {
    bool Private = PrivateVars.contains(GV);
    uint64_t Size = DL.getTypeAllocSize(GV->getValueType());
    uint64_t Align = GV->getPointerAlignment(DL).value();
    Constant *Name = Sites.string(SiteBuilder::sourceName(*GV));
    auto CopyAt = [&](Instruction *At) {
      IRBuilder<> B(At);
      B.SetCurrentDebugLocation(At->getDebugLoc());
      ++NumThreadLocalUses;
      CallInst *Copy = B.CreateCall(callee(abi::Callee::ThreadLocal),
                                    {pointerArg(B, GV), i64(Size), i64(Align), Name});
      if (Private)
        markPrivateCopy(*Copy);
      return Copy;
    };
    SmallVector<Use *, 16> Uses;
    for (Use &U : GV->uses())
      if (auto *I = dyn_cast<Instruction>(U.getUser()); I && shouldInstrument(*I->getFunction()))
        Uses.push_back(&U);
    // A PHI's operand is needed at the end of the incoming block, and must be
    // one value per incoming block.
    DenseMap<std::pair<PHINode *, BasicBlock *>, Value *> PhiValues;
    for (Use *U : Uses) {
      auto *User = cast<Instruction>(U->getUser());
      if (auto *II = dyn_cast<IntrinsicInst>(User);
          II && II->getIntrinsicID() == Intrinsic::threadlocal_address) {
        II->replaceAllUsesWith(CopyAt(II));
        II->eraseFromParent();
        continue;
      }
      auto *Phi = dyn_cast<PHINode>(User);
      Value *&Known = PhiValues[{Phi, Phi ? Phi->getIncomingBlock(*U) : nullptr}];
      if (Phi && Known) {
        U->set(Known);
        continue;
      }
      Value *Copy = CopyAt(Phi ? Phi->getIncomingBlock(*U)->getTerminator() : User);
      if (Phi)
        Known = Copy;
      U->set(Copy);
    }
  }
  return true;
}

} // namespace wmc
