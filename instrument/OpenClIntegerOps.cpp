#include "OpenClIntegerOps.h"

#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace wmc {
namespace {

// An integer type of Bits bits with T's lane count.
Type *withWidth(Type *T, unsigned Bits) {
  Type *E = IntegerType::get(T->getContext(), Bits);
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return FixedVectorType::get(E, VT->getNumElements());
  return E;
}

Value *extend(IRBuilder<> &B, Value *V, unsigned Bits, bool Unsigned) {
  return B.CreateIntCast(V, withWidth(V->getType(), Bits), !Unsigned);
}

} // namespace

Value *mulHi(IRBuilder<> &B, Value *X, Value *Y, bool Unsigned) {
  unsigned W = X->getType()->getScalarSizeInBits();
  Value *P = B.CreateMul(extend(B, X, 2 * W, Unsigned), extend(B, Y, 2 * W, Unsigned));
  return B.CreateTrunc(B.CreateLShr(P, W), X->getType());
}

Value *madSat(IRBuilder<> &B, Value *X, Value *Y, Value *Z, bool Unsigned) {
  // The product takes 2W bits, the sum one more; one more again keeps
  // unsigned values positive, so one signed clamp serves both.
  Type *T = X->getType();
  unsigned W = T->getScalarSizeInBits(), Wide = 2 * W + 2;
  Value *P = B.CreateMul(extend(B, X, Wide, Unsigned), extend(B, Y, Wide, Unsigned));
  Value *S = B.CreateAdd(P, extend(B, Z, Wide, Unsigned));
  Type *WT = S->getType();
  APInt Lo = Unsigned ? APInt(Wide, 0) : APInt::getSignedMinValue(W).sext(Wide);
  APInt Hi = Unsigned ? APInt::getMaxValue(W).zext(Wide) : APInt::getSignedMaxValue(W).sext(Wide);
  S = B.CreateBinaryIntrinsic(Intrinsic::smax, S, ConstantInt::get(WT, Lo));
  S = B.CreateBinaryIntrinsic(Intrinsic::smin, S, ConstantInt::get(WT, Hi));
  return B.CreateTrunc(S, T);
}

Value *halfAdd(IRBuilder<> &B, Value *X, Value *Y, bool Unsigned, bool RoundUp) {
  unsigned W = X->getType()->getScalarSizeInBits();
  Value *S = B.CreateAdd(extend(B, X, W + 1, Unsigned), extend(B, Y, W + 1, Unsigned));
  if (RoundUp)
    S = B.CreateAdd(S, ConstantInt::get(S->getType(), 1));
  // The sum's sign bit is bit W: an arithmetic shift keeps signed sums right.
  S = Unsigned ? B.CreateLShr(S, 1) : B.CreateAShr(S, 1);
  return B.CreateTrunc(S, X->getType());
}

Value *upsample(IRBuilder<> &B, Value *Hi, Value *Lo) {
  unsigned W = Hi->getType()->getScalarSizeInBits();
  Value *H = B.CreateShl(extend(B, Hi, 2 * W, /*Unsigned=*/true), W);
  return B.CreateOr(H, extend(B, Lo, 2 * W, /*Unsigned=*/true));
}

} // namespace wmc
