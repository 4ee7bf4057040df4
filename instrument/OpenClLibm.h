// OpenCL C math builtins that LLVM has no intrinsic for in every form (tan,
// atan2, erf, the *pi functions, frexp, remquo, ...). They are computed with
// the host's C library (libm), lane by lane, or from libm results: the
// values are the host's, not a particular GPU's (they are within the
// specification's error bounds wherever glibc is). Arguments come with their
// OpenCL types (see OpenClTypes.h).
#ifndef WMC_INSTRUMENT_OPENCLLIBM_H
#define WMC_INSTRUMENT_OPENCLLIBM_H

#include "OpenClMath.h"
#include "OpenClTypes.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/IRBuilder.h"

#include <optional>

namespace wmc::clmath {

constexpr bool isLibmFn(MathFn Fn) { return Fn >= Tan && Fn <= LgammaR; }
// fract, frexp, modf, remquo, sincos, lgamma_r: their last argument is a
// pointer the builtin writes a second result through.
constexpr bool hasOutParam(MathFn Fn) { return Fn >= Fract && Fn <= LgammaR; }

struct LibmResult {
  llvm::Value *Result;
  llvm::Value *Out = nullptr; // for hasOutParam: the value to store (the pointee's type)
};

// Fn on the value arguments Args. Params are the OpenCL types of all the
// builtin's parameters (for hasOutParam, the last one is the pointee type).
// Nullopt if the types do not fit.
std::optional<LibmResult> lowerLibm(llvm::IRBuilder<> &B, MathFn Fn,
                                    llvm::ArrayRef<llvm::Value *> Args,
                                    llvm::ArrayRef<ClType> Params);

} // namespace wmc::clmath

#endif // WMC_INSTRUMENT_OPENCLLIBM_H
