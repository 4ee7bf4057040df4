#include "OpenClLibm.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

#include <string>

using namespace llvm;

namespace wmc::clmath {

namespace {

constexpr double Pi = 3.14159265358979323846;

// The libm function of the builtins that are one plain libm call.
const char *plainLibmName(MathFn Fn) {
  switch (Fn) {
  case Tan:
    return "tan";
  case Asin:
    return "asin";
  case Acos:
    return "acos";
  case Atan:
    return "atan";
  case Atan2:
    return "atan2";
  case Sinh:
    return "sinh";
  case Cosh:
    return "cosh";
  case Tanh:
    return "tanh";
  case Asinh:
    return "asinh";
  case Acosh:
    return "acosh";
  case Atanh:
    return "atanh";
  case Cbrt:
    return "cbrt";
  case Exp10:
    return "exp10";
  case Expm1:
    return "expm1";
  case Log1p:
    return "log1p";
  case Logb:
    return "logb";
  case Erf:
    return "erf";
  case Erfc:
    return "erfc";
  case Lgamma:
    return "lgamma";
  case Tgamma:
    return "tgamma";
  case Hypot:
    return "hypot";
  case Fdim:
    return "fdim";
  case Nextafter:
    return "nextafter";
  case Remainder:
    return "remainder";
  default:
    return nullptr;
  }
}

// T with its element type replaced by E (T scalar or vector).
Type *withElement(Type *T, Type *E) {
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return FixedVectorType::get(E, VT->getNumElements());
  return E;
}

// The libm function Base (`tanf` for float) on scalars; Ret defaults to the
// first argument's type.
Value *callScalar(IRBuilder<> &B, StringRef Base, ArrayRef<Value *> Args, Type *Ret) {
  Type *S = Args[0]->getType();
  std::string Name = Base.str() + (S->isFloatTy() ? "f" : "");
  SmallVector<Type *, 3> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  Module *M = B.GetInsertBlock()->getModule();
  FunctionCallee F = M->getOrInsertFunction(Name, FunctionType::get(Ret ? Ret : S, Params, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    // errno (and lgamma's signgam) are never read by a kernel.
    Fn->setDoesNotThrow();
    Fn->setWillReturn();
    Fn->setDoesNotAccessMemory();
  }
  return B.CreateCall(F, Args);
}

// Base lane by lane; scalar arguments of a vector call are shared by every
// lane. RetElem: the result's element type (default: the argument's).
Value *callLibm(IRBuilder<> &B, StringRef Base, ArrayRef<Value *> Args, Type *RetElem = nullptr) {
  auto *VT = dyn_cast<FixedVectorType>(Args[0]->getType());
  if (!VT)
    return callScalar(B, Base, Args, RetElem);
  Type *E = RetElem ? RetElem : VT->getElementType();
  Value *Out = PoisonValue::get(FixedVectorType::get(E, VT->getNumElements()));
  for (unsigned I = 0; I < VT->getNumElements(); ++I) {
    SmallVector<Value *, 3> Lane;
    for (Value *A : Args)
      Lane.push_back(A->getType()->isVectorTy() ? B.CreateExtractElement(A, I) : A);
    Out = B.CreateInsertElement(Out, callScalar(B, Base, Lane, RetElem), I);
  }
  return Out;
}

class Builder {
public:
  Builder(IRBuilder<> &B, Type *T) : B(B), T(T) {}

  Constant *c(double V) const { return ConstantFP::get(T, V); }
  Constant *c(Type *Ty, double V) const { return ConstantFP::get(Ty, V); }
  Value *fabs(Value *X) { return B.CreateUnaryIntrinsic(Intrinsic::fabs, X); }
  Value *copysign(Value *X, Value *Sign) {
    return B.CreateBinaryIntrinsic(Intrinsic::copysign, X, Sign);
  }
  Value *isNan(Value *X) { return B.CreateFCmpUNO(X, X); }
  Value *isInf(Value *X) { return B.CreateFCmpOEQ(fabs(X), ConstantFP::getInfinity(X->getType())); }
  Value *isFinite(Value *X) {
    return B.CreateFCmpONE(fabs(X), ConstantFP::getInfinity(X->getType()));
  }
  Value *signBit(Value *X) {
    Type *I = withElement(X->getType(), B.getIntNTy(X->getType()->getScalarSizeInBits()));
    return B.CreateICmpSLT(B.CreateBitCast(X, I), Constant::getNullValue(I));
  }
  // X in double (exact), and back to T.
  Value *toDouble(Value *X) {
    Type *D = withElement(X->getType(), B.getDoubleTy());
    return X->getType() == D ? X : B.CreateFPExt(X, D);
  }
  Value *fromDouble(Value *X) { return X->getType() == T ? X : B.CreateFPTrunc(X, T); }
  // An integer (vector) like T's lanes, i32.
  Type *i32() const { return withElement(T, B.getInt32Ty()); }

  // sin(pi x) or cos(pi x), X in double. x = 2m + y with y in (-2, 2)
  // (fmod is exact) and y = k/2 + r with r in [-1/4, 1/4] (exact): the
  // quadrant k mod 4 picks +-sin(pi r) or +-cos(pi r), so integers and
  // half-integers give exact zeros and ones.
  Value *sinCosPi(Value *X, bool Cos) {
    Type *D = X->getType();
    Value *Y = B.CreateFRem(X, c(D, 2.0));
    Value *K = B.CreateUnaryIntrinsic(Intrinsic::rint, B.CreateFMul(Y, c(D, 2.0)));
    Value *R = B.CreateFSub(Y, B.CreateFMul(K, c(D, 0.5)));
    Value *PiR = B.CreateFMul(R, c(D, Pi));
    Value *S = B.CreateUnaryIntrinsic(Intrinsic::sin, PiR);
    Value *C = B.CreateUnaryIntrinsic(Intrinsic::cos, PiR);
    // Non-finite x gives a NaN k (and a NaN result): quadrant 0 then.
    K = B.CreateSelect(isNan(K), c(D, 0.0), K);
    Type *I = withElement(D, B.getInt32Ty());
    Value *Q = B.CreateAnd(B.CreateFPToSI(K, I), ConstantInt::get(I, 3));
    Value *Odd = B.CreateICmpNE(B.CreateAnd(Q, ConstantInt::get(I, 1)), ConstantInt::get(I, 0));
    // sin: S, C, -S, -C; cos: C, -S, -C, S for quadrants 0..3.
    Value *NegBits = Cos ? B.CreateAdd(Q, ConstantInt::get(I, 1)) : Q;
    Value *Neg =
        B.CreateICmpNE(B.CreateAnd(NegBits, ConstantInt::get(I, 2)), ConstantInt::get(I, 0));
    Value *V = Cos ? B.CreateSelect(Odd, S, C) : B.CreateSelect(Odd, C, S);
    V = B.CreateSelect(Neg, B.CreateFNeg(V), V);
    // Zeros: sinpi(n) has n's sign, cospi(n + 1/2) is +0.
    Value *Zero = B.CreateFCmpOEQ(V, c(D, 0.0));
    return B.CreateSelect(Zero, Cos ? c(D, 0.0) : copysign(c(D, 0.0), X), V);
  }

  // rootn(x, n) = x^(1/n): computed in double; NaN for n = 0 and for x < 0
  // with n even; an odd root keeps x's sign.
  Value *rootn(Value *X, Value *N) {
    Value *Xd = toDouble(X);
    Type *D = Xd->getType();
    Value *Inv = B.CreateFDiv(c(D, 1.0), B.CreateSIToFP(N, D));
    Value *R = B.CreateBinaryIntrinsic(Intrinsic::pow, fabs(Xd), Inv);
    Value *Odd = B.CreateTrunc(N, withElement(N->getType(), B.getInt1Ty()));
    R = B.CreateSelect(Odd, copysign(R, Xd), R);
    Value *Bad = B.CreateOr(B.CreateICmpEQ(N, Constant::getNullValue(N->getType())),
                            B.CreateAnd(B.CreateFCmpOLT(Xd, c(D, 0.0)), B.CreateNot(Odd)));
    return fromDouble(B.CreateSelect(Bad, ConstantFP::getQNaN(D), R));
  }

  // The low 7 bits of the integral quotient nearest to x/y, with the sign
  // of x/y (OpenCL asks for 7 bits; glibc's remquo gives 3). fmod by 128|y|
  // keeps the quotient modulo 128 (128 is even: ties round alike); the
  // quotient below 128 is then read from the exact remainder.
  Value *remquoBits(Value *X, Value *Y) {
    Value *AX = fabs(X), *AY = fabs(Y);
    Value *M = B.CreateFRem(AX, B.CreateFMul(AY, c(128.0)));
    Value *R = callLibm(B, "remainder", {M, AY});
    Value *Q = B.CreateUnaryIntrinsic(Intrinsic::rint, B.CreateFDiv(B.CreateFSub(M, R), AY));
    Q = B.CreateSelect(isNan(Q), c(0.0), Q); // y = 0 or x infinite
    Value *K = B.CreateAnd(B.CreateFPToSI(Q, i32()), ConstantInt::get(i32(), 127));
    return B.CreateSelect(B.CreateXor(signBit(X), signBit(Y)), B.CreateNeg(K), K);
  }

  // The sign of gamma(x) (lgamma_r's *signp): -1 for -0 and for x < 0 with
  // an odd floor(x) that is not x itself (glibc's choice at the poles: 1).
  Value *gammaSign(Value *X) {
    Value *Fl = B.CreateUnaryIntrinsic(Intrinsic::floor, X);
    Value *OddFloor = B.CreateFCmpONE(B.CreateFRem(Fl, c(2.0)), c(0.0));
    Value *Neg =
        B.CreateAnd(B.CreateFCmpOLT(X, c(0.0)), B.CreateAnd(B.CreateFCmpONE(Fl, X), OddFloor));
    Neg = B.CreateOr(Neg, B.CreateAnd(B.CreateFCmpOEQ(X, c(0.0)), signBit(X)));
    return B.CreateSelect(Neg, ConstantInt::getSigned(i32(), -1), ConstantInt::get(i32(), 1));
  }

  IRBuilder<> &B;
  Type *T;
};

bool isFloatOrDouble(Type *T) {
  Type *S = T->getScalarType();
  return S->isFloatTy() || S->isDoubleTy();
}

// An i32 argument (int or intN) for a float argument of type T: lanes match,
// or a scalar shared by all lanes.
Value *intArg(IRBuilder<> &B, Value *K, Type *T, bool AllowScalar) {
  if (!K->getType()->isIntOrIntVectorTy(32))
    return nullptr;
  auto *VT = dyn_cast<FixedVectorType>(T);
  if (!VT)
    return K->getType()->isVectorTy() ? nullptr : K;
  if (!K->getType()->isVectorTy())
    return AllowScalar ? B.CreateVectorSplat(VT->getNumElements(), K) : nullptr;
  return cast<FixedVectorType>(K->getType())->getNumElements() == VT->getNumElements() ? K
                                                                                       : nullptr;
}

} // namespace

std::optional<LibmResult> lowerLibm(IRBuilder<> &B, MathFn Fn, ArrayRef<Value *> Args,
                                    ArrayRef<ClType> Params) {
  Type *T = Args[0]->getType();
  if (Fn == Nan) { // nan(uintn) is floatn, nan(ulongn) doublen: a quiet NaN with the code
    if (Params[0].Code != 'j' && Params[0].Code != 'm')
      return std::nullopt;
    bool Single = Params[0].Code == 'j';
    uint64_t Quiet = Single ? 0x7fc00000u : 0x7ff8000000000000u;
    uint64_t Payload = Single ? 0x003fffffu : 0x0007ffffffffffffu;
    Value *Bits =
        B.CreateOr(B.CreateAnd(Args[0], ConstantInt::get(T, Payload)), ConstantInt::get(T, Quiet));
    return LibmResult{
        B.CreateBitCast(Bits, withElement(T, Single ? B.getFloatTy() : B.getDoubleTy()))};
  }
  if (!isFloatOrDouble(T))
    return std::nullopt;
  Builder C(B, T);
  size_t Values = Params.size() - (hasOutParam(Fn) ? 1 : 0);
  if (Args.size() != Values)
    return std::nullopt;
  // The out-parameter's pointee: T itself, or int lanes like T's.
  if (hasOutParam(Fn)) {
    ClType P = Params.back();
    bool WantInt = Fn == Frexp || Fn == Remquo || Fn == LgammaR;
    Type *Want = WantInt ? C.i32() : T;
    if ((WantInt && P.Code != 'i') || P.type(B.getContext()) != Want)
      return std::nullopt;
  }
  // Functions whose further value arguments have T's type.
  bool SameTypes = Fn != Ldexp && Fn != Rootn;
  if (SameTypes)
    for (Value *A : Args)
      if (A->getType() != T)
        return std::nullopt;
  if (const char *Name = plainLibmName(Fn)) {
    // nextafter and fdim must round in T; the others are computed in double
    // and rounded once to float (glibc's float functions are less exact:
    // tgammaf(4) is 6.0000005).
    if (Fn == Nextafter || Fn == Fdim)
      return LibmResult{callLibm(B, Name, Args)};
    SmallVector<Value *, 2> Ds;
    for (Value *A : Args)
      Ds.push_back(C.toDouble(A));
    return LibmResult{C.fromDouble(callLibm(B, Name, Ds))};
  }
  Value *X = Args[0];
  switch (Fn) {
  case SinPi:
  case CosPi:
    return LibmResult{C.fromDouble(C.sinCosPi(C.toDouble(X), Fn == CosPi))};
  case TanPi: {
    Value *Xd = C.toDouble(X);
    return LibmResult{C.fromDouble(B.CreateFDiv(C.sinCosPi(Xd, false), C.sinCosPi(Xd, true)))};
  }
  case AsinPi:
  case AcosPi:
  case AtanPi:
  case Atan2Pi: {
    const char *Name = Fn == AsinPi   ? "asin"
                       : Fn == AcosPi ? "acos"
                       : Fn == AtanPi ? "atan"
                                      : "atan2";
    SmallVector<Value *, 2> Ds;
    for (Value *A : Args)
      Ds.push_back(C.toDouble(A));
    Value *R = callLibm(B, Name, Ds);
    return LibmResult{C.fromDouble(B.CreateFDiv(R, C.c(R->getType(), Pi)))};
  }
  case Ilogb: {
    // FP_ILOGBNAN is INT_MAX in OpenCL C (INT_MIN in glibc); ilogb(0) is
    // INT_MIN (FP_ILOGB0) in both.
    Value *R = callLibm(B, "ilogb", {X}, B.getInt32Ty());
    return LibmResult{B.CreateSelect(C.isNan(X), ConstantInt::get(C.i32(), INT32_MAX), R)};
  }
  case Ldexp:
  case Rootn: {
    Value *K = intArg(B, Args[1], T, /*AllowScalar=*/Fn == Ldexp);
    if (!K)
      return std::nullopt;
    if (Fn == Rootn)
      return LibmResult{C.rootn(X, K)};
    return LibmResult{B.CreateIntrinsic(Intrinsic::ldexp, {T, K->getType()}, {X, K})};
  }
  case Maxmag:
  case Minmag: {
    // The argument of larger (smaller) magnitude; fmax (fmin) on a tie.
    Value *AX = C.fabs(X), *AY = C.fabs(Args[1]);
    bool Max = Fn == Maxmag;
    Value *XWins = Max ? B.CreateFCmpOGT(AX, AY) : B.CreateFCmpOLT(AX, AY);
    Value *YWins = Max ? B.CreateFCmpOGT(AY, AX) : B.CreateFCmpOLT(AY, AX);
    Value *Tie = B.CreateBinaryIntrinsic(Max ? Intrinsic::maxnum : Intrinsic::minnum, X, Args[1]);
    return LibmResult{B.CreateSelect(XWins, X, B.CreateSelect(YWins, Args[1], Tie))};
  }
  case Fract: {
    // fmin(x - floor(x), 0x1.fffffep-1f), *iptr = floor(x); NaN stays NaN,
    // infinities give a zero of their sign, and so do zeros.
    Value *Fl = B.CreateUnaryIntrinsic(Intrinsic::floor, X);
    double BelowOne = T->getScalarType()->isFloatTy() ? 0x1.fffffep-1 : 0x1.fffffffffffffp-1;
    Value *R = B.CreateBinaryIntrinsic(Intrinsic::minnum, B.CreateFSub(X, Fl), C.c(BelowOne));
    R = B.CreateSelect(C.isNan(X), X, R);
    R = B.CreateSelect(B.CreateOr(C.isInf(X), B.CreateFCmpOEQ(X, C.c(0.0))),
                       C.copysign(C.c(0.0), X), R);
    return LibmResult{R, Fl};
  }
  case Frexp: {
    // The exponent of a zero, an infinity or a NaN is 0 (as glibc gives).
    Value *Pair = B.CreateIntrinsic(Intrinsic::frexp, {T, C.i32()}, {X});
    Value *E = B.CreateSelect(B.CreateAnd(C.isFinite(X), B.CreateFCmpONE(X, C.c(0.0))),
                              B.CreateExtractValue(Pair, 1), Constant::getNullValue(C.i32()));
    return LibmResult{B.CreateExtractValue(Pair, 0), E};
  }
  case Modf: {
    // The fraction has x's sign; an infinity's is 0.
    Value *Ip = B.CreateUnaryIntrinsic(Intrinsic::trunc, X);
    Value *Fr = B.CreateSelect(C.isInf(X), C.c(0.0), B.CreateFSub(X, Ip));
    return LibmResult{C.copysign(Fr, X), Ip};
  }
  case Remquo:
    return LibmResult{callLibm(B, "remainder", Args), C.remquoBits(X, Args[1])};
  case Sincos:
    return LibmResult{B.CreateUnaryIntrinsic(Intrinsic::sin, X),
                      B.CreateUnaryIntrinsic(Intrinsic::cos, X)};
  case LgammaR:
    return LibmResult{C.fromDouble(callLibm(B, "lgamma", {C.toDouble(X)})), C.gammaSign(X)};
  default:
    return std::nullopt;
  }
}

} // namespace wmc::clmath
