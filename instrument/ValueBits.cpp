#include "ValueBits.h"

#include "llvm/IR/DerivedTypes.h"

using namespace llvm;

namespace wmc {
namespace {

bool isCarriedWidth(uint64_t Bytes) { return Bytes == 1 || Bytes == 2 || Bytes == 4 || Bytes == 8; }

// Floats and small vectors travel as the integer of their exact bit width.
IntegerType *sameWidthInt(Type *T) {
  return IntegerType::get(T->getContext(), static_cast<unsigned>(T->getPrimitiveSizeInBits()));
}

} // namespace

std::optional<unsigned> carriedSize(Type *T, const DataLayout &DL) {
  if (!T->isSized())
    return std::nullopt;
  uint64_t Bytes = DL.getTypeStoreSize(T).getKnownMinValue();
  if (!isCarriedWidth(Bytes))
    return std::nullopt;
  if (T->isIntegerTy() || T->isPointerTy())
    return static_cast<unsigned>(Bytes);
  // x86_fp80 and ppc_fp128 have padding or no integer twin; half..double do.
  if (T->isHalfTy() || T->isBFloatTy() || T->isFloatTy() || T->isDoubleTy())
    return static_cast<unsigned>(Bytes);
  // A vector is carried when its bits fill its store size exactly, e.g.
  // <2 x float>; vectors of pointers cannot be bitcast to an integer.
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    if (!VT->getElementType()->isPointerTy() && VT->getPrimitiveSizeInBits() == Bytes * 8)
      return static_cast<unsigned>(Bytes);
  return std::nullopt;
}

Value *toBits(IRBuilder<> &B, Value *V, const DataLayout &DL) {
  Type *I64 = B.getInt64Ty();
  Type *T = V->getType();
  if (T->isIntegerTy())
    return B.CreateZExtOrTrunc(V, I64);
  if (T->isPointerTy())
    return B.CreateZExtOrTrunc(B.CreatePtrToInt(V, DL.getIntPtrType(T)), I64);
  return B.CreateZExtOrTrunc(B.CreateBitCast(V, sameWidthInt(T)), I64);
}

Value *fromBits(IRBuilder<> &B, Value *Bits, Type *T, const DataLayout &DL) {
  if (T->isIntegerTy())
    return B.CreateZExtOrTrunc(Bits, T);
  if (T->isPointerTy())
    return B.CreateIntToPtr(B.CreateZExtOrTrunc(Bits, DL.getIntPtrType(T)), T);
  return B.CreateBitCast(B.CreateZExtOrTrunc(Bits, sameWidthInt(T)), T);
}

} // namespace wmc
