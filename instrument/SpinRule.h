// The spin-loop verdict: a loop is a spin loop when one iteration has no
// effect besides its shared reads, so the runtime may treat an iteration
// that saw no new write as an await.
#ifndef WMC_INSTRUMENT_SPINRULE_H
#define WMC_INSTRUMENT_SPINRULE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class CallBase;
class Function;
class Loop;
} // namespace llvm

namespace wmc {

class SpinRule {
public:
  // ReadCallees: the runtime functions whose calls only read (load, cmpxchg,
  // rmw; the runtime decides per iteration whether they wrote).
  // Bookkeeping: loop enter/latch, which are no program effect.
  SpinRule(llvm::ArrayRef<const llvm::Function *> ReadCallees,
           llvm::ArrayRef<const llvm::Function *> Bookkeeping)
      : ReadCallees(ReadCallees), Bookkeeping(Bookkeeping) {}

  // No header PHI (nothing carried between iterations) and nothing in the
  // loop that writes memory the runtime does not see (uninstrumented
  // stores, calls with effects other than events).
  bool isSpinLoop(const llvm::Loop &L);

private:
  bool isEffectFreeCall(const llvm::CallBase &CB);
  bool isPure(const llvm::Function &F);

  llvm::SmallVector<const llvm::Function *, 3> ReadCallees;
  llvm::SmallVector<const llvm::Function *, 2> Bookkeeping;
  // Verdicts on functions defined in the module (a constexpr helper such as
  // libstdc++'s __cmpexch_failure_order is still a call at -O0).
  llvm::DenseMap<const llvm::Function *, bool> Pure;
};

} // namespace wmc

#endif // WMC_INSTRUMENT_SPINRULE_H
