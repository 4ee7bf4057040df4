// libstdc++'s atomic waits (std::atomic::wait/notify, counting_semaphore,
// latch, barrier) block in syscall(SYS_futex, addr, op, val, ...). Such a
// call becomes __wmc_futex(addr, op, val, site): a wait is "read *addr;
// block until it differs from val", a wake is nothing (docs/sync.md). The
// bounded spinning libstdc++ does before it (std::__detail::__atomic_spin:
// up to 16 checks of its predicate) only re-reads the value the wait reads;
// each read would be one more execution to explore, so the call becomes a
// single check of the predicate, and if it fails the thread goes to the
// wait.
#include "Instrumenter.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/InstIterator.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumFutexCalls, "syscall(SYS_futex) calls modelled");
STATISTIC(NumAtomicSpins, "libstdc++ __atomic_spin calls skipped");

namespace wmc {
namespace {
constexpr uint64_t SysFutex = 202; // x86_64
} // namespace

bool Instrumenter::isFutexCall(const CallBase &CB) {
  const auto *Callee = dyn_cast<Function>(CB.getCalledOperand());
  if (!isa<CallInst>(CB) || !Callee || Callee->getName() != "syscall" || CB.arg_size() < 4)
    return false;
  const auto *Nr = dyn_cast<ConstantInt>(CB.getArgOperand(0));
  return Nr && Nr->getZExtValue() == SysFutex && CB.getArgOperand(1)->getType()->isPointerTy() &&
         CB.getArgOperand(2)->getType()->isIntegerTy(32) &&
         CB.getArgOperand(3)->getType()->isIntegerTy(32);
}

bool Instrumenter::isAtomicSpin(const Function &Callee) {
  // std::__detail::__atomic_spin<Pred, Spin>(Pred&, Spin) -> bool
  return !Callee.isDeclaration() && Callee.doesNotThrow() &&
         Callee.getName().starts_with("_ZNSt8__detail13__atomic_spinI") &&
         Callee.getReturnType()->isIntegerTy(1);
}

void Instrumenter::instrumentFutexCall(CallBase &CB) {
  IRBuilder<> B(&CB);
  Value *Result =
      B.CreateCall(callee(abi::Callee::Futex), {CB.getArgOperand(1), CB.getArgOperand(2),
                                                CB.getArgOperand(3), Sites.site(CB, "futex")});
  CB.replaceAllUsesWith(B.CreateSExtOrTrunc(Result, CB.getType()));
  CB.eraseFromParent();
  ++NumFutexCalls;
}

namespace {
// The spin policy's operator(): std::__detail::__default_spin_policy::operator()() const.
bool isSpinPolicy(const Function &F) {
  return F.getName().starts_with("_ZNKSt8__detail21__default_spin_policyclEv");
}

// The predicate __atomic_spin(Pred &pred, Spin spin) calls: the only direct
// callee returning bool that is not the spin policy. (The predicate is a
// lambda of a function templated on the policy, so its mangled name
// contains the policy's too: only the policy's own operator() is excluded.)
Function *spinPredicate(Function &Spin) {
  for (Instruction &I : instructions(Spin))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *F = CB->getCalledFunction();
          F && F->getReturnType()->isIntegerTy(1) && F->arg_size() == 1 &&
          F->getArg(0)->getType()->isPointerTy() && !isSpinPolicy(*F))
        return F;
  return nullptr;
}
} // namespace

void Instrumenter::skipAtomicSpin(CallBase &CB) {
  Function *Pred = spinPredicate(*cast<Function>(CB.getCalledOperand()));
  if (!Pred)
    return; // an unknown shape: keep the spinning
  IRBuilder<> B(&CB);
  CallInst *Check = B.CreateCall(Pred, {CB.getArgOperand(0)});
  Check->setDebugLoc(CB.getDebugLoc());
  CB.replaceAllUsesWith(Check);
  CB.eraseFromParent();
  ++NumAtomicSpins;
}

} // namespace wmc
