#include "OpenClGeometric.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace wmc {

namespace {

// The sum of the lanes of X * Y (the product itself for scalars).
Value *dot(IRBuilder<> &B, Value *X, Value *Y) {
  Value *P = B.CreateFMul(X, Y);
  if (!P->getType()->isVectorTy())
    return P;
  return B.CreateFAddReduce(ConstantFP::getNegativeZero(P->getType()->getScalarType()), P);
}

// S (a scalar) as a value of V's type.
Value *splatLike(IRBuilder<> &B, Value *S, Value *V) {
  auto *VT = dyn_cast<FixedVectorType>(V->getType());
  return VT ? B.CreateVectorSplat(VT->getNumElements(), S) : S;
}

} // namespace

Value *lowerNormalize(IRBuilder<> &B, Value *P) {
  Type *T = P->getType();
  bool Vector = T->isVectorTy();
  Value *Abs = B.CreateUnaryIntrinsic(Intrinsic::fabs, P);
  // Infinite components: +-1 for them, a zero (of the sign) for the rest.
  Value *Inf = B.CreateFCmpOEQ(Abs, ConstantFP::getInfinity(T));
  Value *AnyInf = Vector ? B.CreateOrReduce(Inf) : Inf;
  Value *Unit = B.CreateBinaryIntrinsic(Intrinsic::copysign, ConstantFP::get(T, 1.0), P);
  Value *Replaced = B.CreateSelect(Inf, Unit, B.CreateFMul(P, ConstantFP::get(T, 0.0)));
  P = B.CreateSelect(AnyInf, Replaced, P);
  Abs = B.CreateUnaryIntrinsic(Intrinsic::fabs, P);
  // The largest magnitude (NaN lanes are skipped here, and make every lane
  // NaN below).
  Value *Max = Vector ? B.CreateFPMaxReduce(Abs) : Abs;
  Value *Q = B.CreateFDiv(P, splatLike(B, Max, P));
  Value *Len = B.CreateUnaryIntrinsic(Intrinsic::sqrt, dot(B, Q, Q));
  Value *R = B.CreateFDiv(Q, splatLike(B, Len, Q));
  Value *Zero = B.CreateFCmpOEQ(Max, ConstantFP::get(Max->getType(), 0.0));
  return B.CreateSelect(Zero, P, R);
}

Value *lowerFastNormalize(IRBuilder<> &B, Value *P) {
  Value *D = dot(B, P, P);
  Value *R = B.CreateFDiv(P, splatLike(B, B.CreateUnaryIntrinsic(Intrinsic::sqrt, D), P));
  return B.CreateSelect(B.CreateFCmpOEQ(D, ConstantFP::get(D->getType(), 0.0)), P, R);
}

Value *lowerCross(IRBuilder<> &B, Value *A, Value *Bv) {
  auto *VT = dyn_cast<FixedVectorType>(A->getType());
  if (!VT || Bv->getType() != VT || (VT->getNumElements() != 3 && VT->getNumElements() != 4))
    return nullptr;
  // (a.y b.z - a.z b.y, a.z b.x - a.x b.z, a.x b.y - a.y b.x[, 0])
  bool Four = VT->getNumElements() == 4;
  SmallVector<int, 4> YZX{1, 2, 0}, ZXY{2, 0, 1};
  if (Four) {
    YZX.push_back(3);
    ZXY.push_back(3);
  }
  Value *R =
      B.CreateFSub(B.CreateFMul(B.CreateShuffleVector(A, YZX), B.CreateShuffleVector(Bv, ZXY)),
                   B.CreateFMul(B.CreateShuffleVector(A, ZXY), B.CreateShuffleVector(Bv, YZX)));
  if (Four)
    R = B.CreateInsertElement(R, ConstantFP::get(VT->getElementType(), 0.0), 3);
  return R;
}

} // namespace wmc
