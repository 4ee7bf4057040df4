#include "OpenClLanes.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DerivedTypes.h"

using namespace llvm;

namespace wmc {

Value *lowerSelect(IRBuilder<> &B, Value *A, Value *Bv, Value *C) {
  Value *Zero = Constant::getNullValue(C->getType());
  Value *Pick = C->getType()->isVectorTy() ? B.CreateICmpSLT(C, Zero) : B.CreateICmpNE(C, Zero);
  return B.CreateSelect(Pick, Bv, A);
}

Value *lowerShuffle(IRBuilder<> &B, Value *X, Value *Y, Value *Mask) {
  auto *XT = cast<FixedVectorType>(X->getType());
  auto *MT = cast<FixedVectorType>(Mask->getType());
  unsigned In = XT->getNumElements();
  Value *Source = X;
  if (Y) { // x's lanes, then y's
    SmallVector<int, 32> Both;
    for (unsigned I = 0; I < 2 * In; ++I)
      Both.push_back(I);
    Source = B.CreateShuffleVector(X, Y, Both);
    In *= 2;
  }
  // Lane counts are powers of two here (shuffle has no 3-lane forms).
  Value *Index = B.CreateAnd(Mask, ConstantInt::get(MT, In - 1));
  Value *Out = PoisonValue::get(FixedVectorType::get(XT->getElementType(), MT->getNumElements()));
  for (unsigned I = 0; I < MT->getNumElements(); ++I)
    Out = B.CreateInsertElement(
        Out, B.CreateExtractElement(Source, B.CreateExtractElement(Index, I)), I);
  return Out;
}

} // namespace wmc
