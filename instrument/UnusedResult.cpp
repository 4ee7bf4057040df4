#include "UnusedResult.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace wmc {

bool isResultUnused(const Value &V) {
  SmallVector<const Value *, 8> Work{&V};
  SmallPtrSet<const Value *, 8> Seen{&V};
  while (!Work.empty()) {
    const Value *Cur = Work.pop_back_val();
    for (const User *U : Cur->users()) {
      const auto *I = dyn_cast<Instruction>(U);
      // Anything that may act on the value (stores, calls, branches,
      // returns, PHIs feeding other code...) counts as a use.
      if (!I || I->mayHaveSideEffects() || I->isTerminator() || isa<PHINode>(I))
        return false;
      if (Seen.insert(I).second)
        Work.push_back(I);
    }
  }
  return true;
}

} // namespace wmc
