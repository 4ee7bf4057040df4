#include "SanitizerLocals.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace wmc {

bool isSanitizerCheck(const Instruction &I) { return I.hasMetadata(LLVMContext::MD_nosanitize); }

namespace {

/// The ptrtoint of the slot is used only to test alignments the slot has
/// (`and P, M` with M + 1 <= its alignment) and to hand it to reports.
bool alignmentOnly(const PtrToIntInst &P, uint64_t Align) {
  for (const User *U : P.users()) {
    const auto *I = dyn_cast<Instruction>(U);
    if (!I || !isSanitizerCheck(*I))
      return false;
    uint64_t Mask = 0;
    if (match(I, m_And(m_Specific(&P), m_ConstantInt(Mask))) && Mask < Align)
      continue;
    if (isa<CallBase>(I)) // the report's argument
      continue;
    return false;
  }
  return true;
}

} // namespace

bool foldSanitizerChecksOnSlot(AllocaInst &AI) {
  if (!AI.isStaticAlloca())
    return false;
  const DataLayout &DL = AI.getModule()->getDataLayout();
  std::optional<TypeSize> Size = AI.getAllocationSize(DL);
  if (!Size || Size->isScalable())
    return false;
  uint64_t Align = AI.getAlign().value();
  SmallVector<Instruction *, 8> Checks;
  for (User *U : AI.users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (auto *II = dyn_cast_or_null<IntrinsicInst>(I);
        II && II->getIntrinsicID() == Intrinsic::objectsize)
      Checks.push_back(II); // of the slot itself: its size
    else if (!I || !isSanitizerCheck(*I))
      continue;
    else if (auto *P = dyn_cast<PtrToIntInst>(I); P && alignmentOnly(*P, Align))
      Checks.push_back(P);
    else if (auto *C = dyn_cast<ICmpInst>(I);
             C && C->isEquality() && isa<ConstantPointerNull>(C->getOperand(1)))
      Checks.push_back(C);
  }
  for (Instruction *I : Checks) {
    if (auto *P = dyn_cast<PtrToIntInst>(I)) {
      // Each `and` is 0 (aligned); a report never runs, its argument is moot.
      for (User *U : make_early_inc_range(P->users()))
        if (auto *And = dyn_cast<BinaryOperator>(U)) {
          And->replaceAllUsesWith(ConstantInt::get(And->getType(), 0));
          And->eraseFromParent();
        }
      P->replaceAllUsesWith(ConstantInt::get(P->getType(), 0));
    } else if (auto *C = dyn_cast<ICmpInst>(I)) {
      C->replaceAllUsesWith(
          ConstantInt::getBool(C->getType(), C->getPredicate() == ICmpInst::ICMP_NE));
    } else { // llvm.objectsize: the slot's size
      I->replaceAllUsesWith(ConstantInt::get(I->getType(), Size->getFixedValue()));
    }
    I->eraseFromParent();
  }
  return !Checks.empty();
}

} // namespace wmc
