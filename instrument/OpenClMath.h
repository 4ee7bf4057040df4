// OpenCL C value builtins without memory effect (integer, float, common,
// geometric, relational and lane functions) as LLVM IR. The arguments come
// with their OpenCL types (the calling convention's coercion undone, see
// OpenClTypes.h); the result has the OpenCL return type.
#ifndef WMC_INSTRUMENT_OPENCLMATH_H
#define WMC_INSTRUMENT_OPENCLMATH_H

#include "OpenClTypes.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/IRBuilder.h"

#include <cstdint>
#include <optional>

namespace wmc::clmath {

enum MathFn : uint8_t {
  Min,
  Max,
  Clamp,
  Abs,
  AbsDiff,
  AddSat,
  SubSat,
  Mul24,
  Mad24,
  Popcount,
  Clz,
  Ctz,
  Rotate,
  Mad,
  Fma,
  Fmin,
  Fmax,
  Fabs,
  Sqrt,
  // Floating-point functions with an LLVM intrinsic (libm underneath).
  Floor,
  Ceil,
  Trunc,
  Round,
  Rint,
  Exp,
  Exp2,
  Log,
  Log2,
  Log10,
  Sin,
  Cos,
  Pow,
  Pown,
  Copysign,
  Rsqrt,
  Fmod,
  Divide, // native_divide, half_divide
  Recip,  // native_recip, half_recip
  // Integer functions with a wider intermediate value.
  MulHi,
  MadHi,
  MadSat,
  Hadd,
  Rhadd,
  Upsample,
  // Lane and value selection.
  Select,
  Shuffle,
  Shuffle2,
  // Relational functions (OpenClRelational.h relies on this order).
  IsEqual,
  IsNotEqual,
  IsGreater,
  IsGreaterEqual,
  IsLess,
  IsLessEqual,
  IsLessGreater,
  IsOrdered,
  IsUnordered,
  IsFinite,
  IsInf,
  IsNan,
  IsNormal,
  SignBit,
  Any,
  All,
  Bitselect,
  // Common and geometric float functions.
  Step,
  Smoothstep,
  Mix,
  Sign,
  Degrees,
  Radians,
  Dot,
  Length,
  Distance,
  Normalize,
  FastNormalize,
  Cross,
  // Floating-point functions computed with the host's libm, lane by lane, or
  // from libm results (OpenClLibm.h). The plain libm ones first (LibmFirst
  // to LibmLast keep the libm function's name in LibmNames).
  Tan,
  Asin,
  Acos,
  Atan,
  Atan2,
  Sinh,
  Cosh,
  Tanh,
  Asinh,
  Acosh,
  Atanh,
  Cbrt,
  Exp10,
  Expm1,
  Log1p,
  Logb,
  Erf,
  Erfc,
  Lgamma,
  Tgamma,
  Hypot,
  Fdim,
  Nextafter,
  Remainder,
  SinPi,
  CosPi,
  TanPi,
  AsinPi,
  AcosPi,
  AtanPi,
  Atan2Pi,
  Ilogb,
  Ldexp,
  Rootn,
  Nan,
  Maxmag,
  Minmag,
  // With a pointer out-parameter (the last argument): the value written
  // through it comes back beside the result.
  Fract,
  Frexp,
  Modf,
  Remquo,
  Sincos,
  LgammaR,
};

// Fn on Args (Params: their OpenCL types); nullopt if the types do not fit.
std::optional<llvm::Value *> lowerMath(llvm::IRBuilder<> &B, MathFn Fn,
                                       llvm::ArrayRef<llvm::Value *> Args,
                                       llvm::ArrayRef<ClType> Params);

} // namespace wmc::clmath

#endif // WMC_INSTRUMENT_OPENCLMATH_H
