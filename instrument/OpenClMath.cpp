#include "OpenClMath.h"

#include "OpenClGeometric.h"
#include "OpenClIntegerOps.h"
#include "OpenClLanes.h"
#include "OpenClRelational.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace wmc::clmath {

namespace {

// The common and geometric float functions; A have one (float) type.
Value *lowerCommonFloat(IRBuilder<> &B, MathFn Fn, ArrayRef<Value *> A) {
  Type *T = A[0]->getType();
  auto C = [&](double V) { return ConstantFP::get(T, V); };
  auto dot = [&](Value *X, Value *Y) -> Value * {
    Value *P = B.CreateFMul(X, Y);
    if (!T->isVectorTy())
      return P;
    return B.CreateFAddReduce(ConstantFP::getNegativeZero(T->getScalarType()), P);
  };
  switch (Fn) {
  case Step: // step(edge, x): 0 if x < edge, else 1
    return B.CreateSelect(B.CreateFCmpOLT(A[1], A[0]), C(0.0), C(1.0));
  case Smoothstep: { // t = clamp((x - e0) / (e1 - e0), 0, 1); t * t * (3 - 2t)
    Value *Tv = B.CreateFDiv(B.CreateFSub(A[2], A[0]), B.CreateFSub(A[1], A[0]));
    Tv = B.CreateBinaryIntrinsic(Intrinsic::minnum,
                                 B.CreateBinaryIntrinsic(Intrinsic::maxnum, Tv, C(0.0)), C(1.0));
    return B.CreateFMul(B.CreateFMul(Tv, Tv), B.CreateFSub(C(3.0), B.CreateFMul(C(2.0), Tv)));
  }
  case Mix: // x + (y - x) * a
    return B.CreateFAdd(A[0], B.CreateFMul(B.CreateFSub(A[1], A[0]), A[2]));
  case Sign: { // 1, -1, the zero itself, or 0 for NaN
    Value *X = A[0];
    Value *V = B.CreateSelect(B.CreateFCmpUNO(X, X), C(0.0), X);
    V = B.CreateSelect(B.CreateFCmpOLT(X, C(0.0)), C(-1.0), V);
    return B.CreateSelect(B.CreateFCmpOGT(X, C(0.0)), C(1.0), V);
  }
  case Degrees:
    return B.CreateFMul(A[0], C(180.0 / 3.14159265358979323846));
  case Radians:
    return B.CreateFMul(A[0], C(3.14159265358979323846 / 180.0));
  case Dot:
    return dot(A[0], A[1]);
  case Length: // a scalar's length is exact; a vector's is not rescaled (may overflow)
    if (!T->isVectorTy())
      return B.CreateUnaryIntrinsic(Intrinsic::fabs, A[0]);
    return B.CreateUnaryIntrinsic(Intrinsic::sqrt, dot(A[0], A[0]));
  default: { // Distance
    Value *D = B.CreateFSub(A[0], A[1]);
    return B.CreateUnaryIntrinsic(Intrinsic::sqrt, dot(D, D));
  }
  }
}

} // namespace

std::optional<Value *> lowerMath(IRBuilder<> &B, MathFn Fn, ArrayRef<Value *> Args,
                                 ArrayRef<ClType> Params) {
  // Args have their OpenCL types (Params); the result has the first's type,
  // but for upsample and shuffle.
  Type *T = Args[0]->getType();
  bool Unsigned = Params[0].isUnsigned();
  switch (Fn) {
  case Select:
    // gentype select(gentype a, gentype b, igentype/ugentype c): c's lanes
    // have a's width.
    if (Args[1]->getType() != T || !Args[2]->getType()->isIntOrIntVectorTy() ||
        Args[2]->getType()->getScalarSizeInBits() != T->getScalarSizeInBits() ||
        T->isVectorTy() != Args[2]->getType()->isVectorTy())
      return std::nullopt;
    return lowerSelect(B, Args[0], Args[1], Args[2]);
  case Upsample: // upsample(hi, ulo): same widths, lo unsigned
    if (!T->isIntOrIntVectorTy() || T->getScalarSizeInBits() > 32 || !Params[1].isUnsigned() ||
        Params[1].bits() != Params[0].bits() || Params[1].Lanes != Params[0].Lanes)
      return std::nullopt;
    return upsample(B, Args[0], Args[1]);
  case Shuffle:
  case Shuffle2: {
    Value *Mask = Args.back();
    if (!T->isVectorTy() || !Mask->getType()->isVectorTy() || !Params.back().isUnsigned() ||
        Params.back().bits() != Params[0].bits() || !isPowerOf2_32(Params[0].Lanes) ||
        (Fn == Shuffle2 && Args[1]->getType() != T))
      return std::nullopt;
    return lowerShuffle(B, Args[0], Fn == Shuffle2 ? Args[1] : nullptr, Mask);
  }
  case Bitselect:
    if (Value *V = lowerBitselect(B, Args[0], Args[1], Args[2]))
      return V;
    return std::nullopt;
  default:
    if (Fn >= IsEqual && Fn <= All) {
      if (Value *V = lowerRelational(B, Fn, Args))
        return V;
      return std::nullopt;
    }
    break;
  }
  if (Fn == Step || Fn == Smoothstep) // f(sgentype edge(s), gentype x): x's type
    T = Args.back()->getType();
  if (Fn == Pown) { // gentype pown(gentype x, intn y)
    Value *X = Args[0], *Y = Args[1];
    if (X->getType() != T || !T->isFPOrFPVectorTy() || !Y->getType()->isIntOrIntVectorTy(32))
      return std::nullopt;
    auto *VT = dyn_cast<FixedVectorType>(T);
    if (!VT)
      return B.CreateIntrinsic(Intrinsic::powi, {T, Y->getType()}, {X, Y});
    if (!Y->getType()->isVectorTy())
      return std::nullopt;
    // llvm.powi takes a scalar exponent: lane by lane.
    Value *Out = PoisonValue::get(T);
    for (unsigned I = 0; I < VT->getNumElements(); ++I) {
      Value *Xi = B.CreateExtractElement(X, I), *Yi = B.CreateExtractElement(Y, I);
      Value *P = B.CreateIntrinsic(Intrinsic::powi, {Xi->getType(), Yi->getType()}, {Xi, Yi});
      Out = B.CreateInsertElement(Out, P, I);
    }
    return Out;
  }
  SmallVector<Value *, 3> A;
  for (Value *V : Args) {
    // gentype f(gentype, sgentype): a scalar operand of a vector form.
    if (auto *VT = dyn_cast<FixedVectorType>(T); VT && !V->getType()->isVectorTy())
      V = B.CreateVectorSplat(VT->getNumElements(), V);
    if (V->getType() != T)
      return std::nullopt;
    A.push_back(V);
  }
  bool FP = T->isFPOrFPVectorTy();
  if (!FP && !T->isIntOrIntVectorTy())
    return std::nullopt;
  auto Bin = [&](Intrinsic::ID Id, Value *X, Value *Y) {
    return B.CreateBinaryIntrinsic(Id, X, Y);
  };
  Intrinsic::ID MinId = FP ? Intrinsic::minnum : Unsigned ? Intrinsic::umin : Intrinsic::smin;
  Intrinsic::ID MaxId = FP ? Intrinsic::maxnum : Unsigned ? Intrinsic::umax : Intrinsic::smax;
  switch (Fn) {
  case Min:
    return Bin(MinId, A[0], A[1]);
  case Max:
    return Bin(MaxId, A[0], A[1]);
  case Clamp:
    return Bin(MinId, Bin(MaxId, A[0], A[1]), A[2]);
  case Step:
  case Smoothstep:
  case Mix:
  case Sign:
  case Degrees:
  case Radians:
  case Dot:
  case Length:
  case Distance:
    if (!FP)
      return std::nullopt;
    return lowerCommonFloat(B, Fn, A);
  case Normalize:
  case FastNormalize:
    if (!FP)
      return std::nullopt;
    return Fn == Normalize ? lowerNormalize(B, A[0]) : lowerFastNormalize(B, A[0]);
  case Cross:
    if (Value *V = FP ? lowerCross(B, A[0], A[1]) : nullptr)
      return V;
    return std::nullopt;
  case Fmin:
  case Fmax:
  case Fabs:
  case Sqrt:
  case Mad:
  case Fma:
    if (!FP)
      return std::nullopt;
    switch (Fn) {
    case Fmin:
      return Bin(Intrinsic::minnum, A[0], A[1]);
    case Fmax:
      return Bin(Intrinsic::maxnum, A[0], A[1]);
    case Fabs:
      return B.CreateUnaryIntrinsic(Intrinsic::fabs, A[0]);
    case Sqrt:
      return B.CreateUnaryIntrinsic(Intrinsic::sqrt, A[0]);
    case Mad:
      return B.CreateIntrinsic(Intrinsic::fmuladd, {T}, {A[0], A[1], A[2]});
    default:
      return B.CreateIntrinsic(Intrinsic::fma, {T}, {A[0], A[1], A[2]});
    }
  case Floor:
  case Ceil:
  case Trunc:
  case Round:
  case Rint:
  case Exp:
  case Exp2:
  case Log:
  case Log2:
  case Log10:
  case Sin:
  case Cos:
  case Rsqrt: {
    if (!FP)
      return std::nullopt;
    static constexpr std::pair<MathFn, Intrinsic::ID> Unary[] = {
        {Floor, Intrinsic::floor}, {Ceil, Intrinsic::ceil}, {Trunc, Intrinsic::trunc},
        {Round, Intrinsic::round}, {Rint, Intrinsic::rint}, {Exp, Intrinsic::exp},
        {Exp2, Intrinsic::exp2},   {Log, Intrinsic::log},   {Log2, Intrinsic::log2},
        {Log10, Intrinsic::log10}, {Sin, Intrinsic::sin},   {Cos, Intrinsic::cos},
        {Rsqrt, Intrinsic::sqrt}};
    Intrinsic::ID Id = Intrinsic::not_intrinsic;
    for (auto [F, I] : Unary)
      if (F == Fn)
        Id = I;
    Value *V = B.CreateUnaryIntrinsic(Id, A[0]);
    return Fn == Rsqrt ? B.CreateFDiv(ConstantFP::get(T, 1.0), V) : V;
  }
  case Divide:
  case Recip:
    if (!FP)
      return std::nullopt;
    return Fn == Divide ? B.CreateFDiv(A[0], A[1]) : B.CreateFDiv(ConstantFP::get(T, 1.0), A[0]);
  case Pow:
  case Copysign:
  case Fmod:
    if (!FP)
      return std::nullopt;
    if (Fn == Fmod)
      return B.CreateFRem(A[0], A[1]);
    return Bin(Fn == Pow ? Intrinsic::pow : Intrinsic::copysign, A[0], A[1]);
  default:
    break;
  }
  if (FP)
    return std::nullopt; // the rest are integer functions
  switch (Fn) {
  case Abs:
    return Unsigned ? A[0] : B.CreateBinaryIntrinsic(Intrinsic::abs, A[0], B.getFalse());
  case AbsDiff:
    return B.CreateSub(Bin(MaxId, A[0], A[1]), Bin(MinId, A[0], A[1]));
  case AddSat:
    return Bin(Unsigned ? Intrinsic::uadd_sat : Intrinsic::sadd_sat, A[0], A[1]);
  case SubSat:
    return Bin(Unsigned ? Intrinsic::usub_sat : Intrinsic::ssub_sat, A[0], A[1]);
  case Mul24:
    return B.CreateMul(A[0], A[1]);
  case Mad24:
    return B.CreateAdd(B.CreateMul(A[0], A[1]), A[2]);
  case Popcount:
    return B.CreateUnaryIntrinsic(Intrinsic::ctpop, A[0]);
  case Clz:
    return B.CreateBinaryIntrinsic(Intrinsic::ctlz, A[0], B.getFalse());
  case Ctz:
    return B.CreateBinaryIntrinsic(Intrinsic::cttz, A[0], B.getFalse());
  case Rotate:
    return B.CreateIntrinsic(Intrinsic::fshl, {T}, {A[0], A[0], A[1]});
  case MulHi:
    return mulHi(B, A[0], A[1], Unsigned);
  case MadHi:
    return B.CreateAdd(mulHi(B, A[0], A[1], Unsigned), A[2]);
  case MadSat:
    return madSat(B, A[0], A[1], A[2], Unsigned);
  case Hadd:
  case Rhadd:
    return halfAdd(B, A[0], A[1], Unsigned, Fn == Rhadd);
  default:
    return std::nullopt;
  }
}

} // namespace wmc::clmath
