#include "OpenClConvert.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Intrinsics.h"

#include <algorithm>

using namespace llvm;

namespace wmc {

std::optional<ConvertSpec> parseConvertName(StringRef Base) {
  if (!Base.consume_front("convert_"))
    return std::nullopt;
  SmallVector<StringRef, 3> Parts;
  Base.split(Parts, '_');
  StringRef Type = Parts[0];
  StringRef Name = Type.take_while([](char C) { return isAlpha(C); });
  StringRef Digits = Type.drop_front(Name.size());
  ConvertSpec S;
  S.To.Code = clTypeCode(Name);
  if (!S.To.Code)
    return std::nullopt;
  if (!Digits.empty() &&
      (Digits.getAsInteger(10, S.To.Lanes) || !is_contained({2u, 3u, 4u, 8u, 16u}, S.To.Lanes)))
    return std::nullopt;
  ArrayRef<StringRef> Rest = ArrayRef(Parts).drop_front();
  if (!Rest.empty() && Rest.front() == "sat") {
    if (S.To.isFloat())
      return std::nullopt;
    S.Sat = true;
    Rest = Rest.drop_front();
  }
  if (!Rest.empty()) {
    static constexpr std::pair<StringRef, Rounding> Modes[] = {{"rte", Rounding::Rte},
                                                               {"rtz", Rounding::Rtz},
                                                               {"rtp", Rounding::Rtp},
                                                               {"rtn", Rounding::Rtn}};
    auto It = llvm::find_if(Modes, [&](auto &M) { return M.first == Rest.front(); });
    if (It == std::end(Modes))
      return std::nullopt;
    S.Round = It->second;
    Rest = Rest.drop_front();
  }
  if (!Rest.empty())
    return std::nullopt;
  return S;
}

namespace {

Type *withLanes(Type *E, unsigned Lanes) { return Lanes == 1 ? E : FixedVectorType::get(E, Lanes); }

Value *intToInt(IRBuilder<> &B, Value *X, ClType From, ClType To, bool Sat) {
  Type *ToT = To.type(B.getContext());
  if (!Sat)
    return B.CreateIntCast(X, ToT, !From.isUnsigned());
  // Clamp in a type that holds both ranges, then narrow.
  unsigned W = std::max(From.bits(), To.bits()) + 1;
  Type *WT = withLanes(B.getIntNTy(W), To.Lanes);
  Value *Wide = B.CreateIntCast(X, WT, !From.isUnsigned());
  unsigned N = To.bits();
  APInt Lo = To.isUnsigned() ? APInt(W, 0) : APInt::getSignedMinValue(N).sext(W);
  APInt Hi = To.isUnsigned() ? APInt::getMaxValue(N).zext(W) : APInt::getSignedMaxValue(N).sext(W);
  Wide = B.CreateBinaryIntrinsic(Intrinsic::smax, Wide, ConstantInt::get(WT, Lo));
  Wide = B.CreateBinaryIntrinsic(Intrinsic::smin, Wide, ConstantInt::get(WT, Hi));
  return B.CreateTrunc(Wide, ToT);
}

Value *floatToInt(IRBuilder<> &B, Value *X, ClType To, Rounding R) {
  Intrinsic::ID Round = R == Rounding::Rte   ? Intrinsic::roundeven
                        : R == Rounding::Rtp ? Intrinsic::ceil
                        : R == Rounding::Rtn ? Intrinsic::floor
                                             : Intrinsic::not_intrinsic; // fpto*i.sat truncates
  if (Round != Intrinsic::not_intrinsic)
    X = B.CreateUnaryIntrinsic(Round, X);
  Type *ToT = To.type(B.getContext());
  return B.CreateIntrinsic(To.isUnsigned() ? Intrinsic::fptoui_sat : Intrinsic::fptosi_sat,
                           {ToT, X->getType()}, {X});
}

// The neighbour of F toward +inf (Up) or -inf, for finite or infinite F.
Value *nextFloat(IRBuilder<> &B, Value *F, bool Up) {
  unsigned Lanes = isa<FixedVectorType>(F->getType())
                       ? cast<FixedVectorType>(F->getType())->getNumElements()
                       : 1;
  Type *IT = withLanes(B.getIntNTy(F->getType()->getScalarSizeInBits()), Lanes);
  Value *Bits = B.CreateBitCast(F, IT);
  Value *Zero = ConstantFP::get(F->getType(), 0.0);
  Value *IsZero = B.CreateFCmpOEQ(F, Zero), *Pos = B.CreateFCmpOGT(F, Zero);
  Value *One = ConstantInt::get(IT, 1);
  // Away from zero is +1 on the bit pattern; toward zero is -1.
  Value *Away = B.CreateAdd(Bits, One), *Toward = B.CreateSub(Bits, One);
  Value *Moved = Up ? B.CreateSelect(Pos, Away, Toward) : B.CreateSelect(Pos, Toward, Away);
  // From zero: the smallest subnormal of the direction's sign.
  APInt Tiny = APInt(IT->getScalarSizeInBits(), 1);
  if (!Up)
    Tiny.setSignBit();
  Moved = B.CreateSelect(IsZero, ConstantInt::get(IT, Tiny), Moved);
  return B.CreateBitCast(Moved, F->getType());
}

unsigned mantissaBits(ClType T) { return T.Code == 'f' ? 24 : 53; }

Value *toFloat(IRBuilder<> &B, Value *X, ClType From, ClType To, Rounding R) {
  Type *ToT = To.type(B.getContext());
  if (From.isFloat() && From.bits() <= To.bits())
    return B.CreateFPExt(X, ToT); // exact (or the same type)
  Value *F = From.isFloat()      ? B.CreateFPTrunc(X, ToT)
             : From.isUnsigned() ? B.CreateUIToFP(X, ToT)
                                 : B.CreateSIToFP(X, ToT);
  if (R == Rounding::Default || R == Rounding::Rte)
    return F; // the IR conversions round to nearest even
  if (!From.isFloat() && From.bits() <= mantissaBits(To))
    return F; // always exact
  // Which side of X the nearest value F lies on, compared exactly.
  Value *Above, *Below, *Negative;
  if (From.isFloat()) {
    Value *Back = B.CreateFPExt(F, X->getType());
    Above = B.CreateFCmpOGT(Back, X);
    Below = B.CreateFCmpOLT(Back, X);
    Negative = B.CreateFCmpOLT(X, ConstantFP::get(X->getType(), 0.0));
  } else {
    // F is finite and within twice X's range: a type of double width holds both.
    Type *WT = withLanes(B.getIntNTy(2 * From.bits()), From.Lanes);
    Value *Back = B.CreateFPToSI(F, WT), *Wide = B.CreateIntCast(X, WT, !From.isUnsigned());
    Above = B.CreateICmpSGT(Back, Wide);
    Below = B.CreateICmpSLT(Back, Wide);
    Negative = B.CreateICmpSLT(Wide, Constant::getNullValue(WT));
  }
  Value *Down = Above, *Up = Below; // rtn / rtp
  if (R == Rounding::Rtz) {
    Down = B.CreateAnd(Above, B.CreateNot(Negative));
    Up = B.CreateAnd(Below, Negative);
  } else if (R == Rounding::Rtn) {
    Up = ConstantInt::getFalse(Above->getType());
  } else {
    Down = ConstantInt::getFalse(Above->getType());
  }
  F = B.CreateSelect(Up, nextFloat(B, F, /*Up=*/true), F);
  return B.CreateSelect(Down, nextFloat(B, F, /*Up=*/false), F);
}

} // namespace

Value *lowerConvert(IRBuilder<> &B, Value *X, ClType From, const ConvertSpec &Spec) {
  ClType To = Spec.To;
  if (To.isFloat())
    return toFloat(B, X, From, To, Spec.Round);
  if (From.isFloat())
    return floatToInt(B, X, To, Spec.Round);
  return intToInt(B, X, From, To, Spec.Sat);
}

} // namespace wmc
