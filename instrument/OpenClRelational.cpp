#include "OpenClRelational.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace wmc {
namespace {

// An integer type of T's lane width and count.
Type *intLike(Type *T) {
  Type *E = IntegerType::get(T->getContext(), T->getScalarSizeInBits());
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return FixedVectorType::get(E, VT->getNumElements());
  return E;
}

// A per-lane truth value as OpenCL returns it for an argument of type T.
Value *truth(IRBuilder<> &B, Value *P, Type *T) {
  if (T->isVectorTy())
    return B.CreateSExt(P, intLike(T));
  return B.CreateZExt(P, B.getInt32Ty());
}

Value *lowerAnyAll(IRBuilder<> &B, clmath::MathFn R, Value *X) {
  if (!X->getType()->isIntOrIntVectorTy())
    return nullptr;
  Value *Msb = B.CreateICmpSLT(X, Constant::getNullValue(X->getType()));
  if (X->getType()->isVectorTy())
    Msb = R == clmath::Any ? B.CreateOrReduce(Msb) : B.CreateAndReduce(Msb);
  return B.CreateZExt(Msb, B.getInt32Ty());
}

} // namespace

Value *lowerRelational(IRBuilder<> &B, clmath::MathFn R, ArrayRef<Value *> Args) {
  if (R == clmath::Any || R == clmath::All)
    return Args.size() == 1 ? lowerAnyAll(B, R, Args[0]) : nullptr;
  Value *X = Args[0];
  Type *T = X->getType();
  if (!T->isFPOrFPVectorTy())
    return nullptr;
  if (R <= clmath::IsUnordered) {
    if (Args.size() != 2 || Args[1]->getType() != T)
      return nullptr;
    static constexpr CmpInst::Predicate Preds[] = {
        CmpInst::FCMP_OEQ, CmpInst::FCMP_UNE, CmpInst::FCMP_OGT,
        CmpInst::FCMP_OGE, CmpInst::FCMP_OLT, CmpInst::FCMP_OLE,
        CmpInst::FCMP_ONE, CmpInst::FCMP_ORD, CmpInst::FCMP_UNO};
    return truth(B, B.CreateFCmp(Preds[R - clmath::IsEqual], X, Args[1]), T);
  }
  if (Args.size() != 1)
    return nullptr;
  const fltSemantics &Sem = T->getScalarType()->getFltSemantics();
  Value *Abs = B.CreateUnaryIntrinsic(Intrinsic::fabs, X);
  Value *Inf = ConstantFP::getInfinity(T);
  Value *P = nullptr;
  switch (R) {
  case clmath::IsFinite:
    P = B.CreateFCmpOLT(Abs, Inf);
    break;
  case clmath::IsInf:
    P = B.CreateFCmpOEQ(Abs, Inf);
    break;
  case clmath::IsNan:
    P = B.CreateFCmpUNO(X, X);
    break;
  case clmath::IsNormal:
    P = B.CreateAnd(B.CreateFCmpOLT(Abs, Inf),
                    B.CreateFCmpOGE(Abs, ConstantFP::get(T, APFloat::getSmallestNormalized(Sem))));
    break;
  default: // SignBit
    P = B.CreateICmpSLT(B.CreateBitCast(X, intLike(T)), Constant::getNullValue(intLike(T)));
    break;
  }
  return truth(B, P, T);
}

Value *lowerBitselect(IRBuilder<> &B, Value *A, Value *Bv, Value *C) {
  Type *T = A->getType();
  if (Bv->getType() != T || C->getType() != T)
    return nullptr;
  Type *IT = intLike(T);
  Value *Ai = B.CreateBitCast(A, IT), *Bi = B.CreateBitCast(Bv, IT), *Ci = B.CreateBitCast(C, IT);
  Value *Bits = B.CreateOr(B.CreateAnd(Ai, B.CreateNot(Ci)), B.CreateAnd(Bi, Ci));
  return B.CreateBitCast(Bits, T);
}

} // namespace wmc
