// OpenCL C integer builtins that need a wider intermediate value: mul_hi,
// mad_hi, mad_sat, hadd, rhadd, upsample. Operands are scalars or vectors of
// one integer type; the arithmetic is done exactly in a wider type, then
// narrowed, so no intermediate overflows.
#ifndef WMC_INSTRUMENT_OPENCLINTEGEROPS_H
#define WMC_INSTRUMENT_OPENCLINTEGEROPS_H

#include "llvm/IR/IRBuilder.h"

namespace wmc {

// The high half of the full product A * B.
llvm::Value *mulHi(llvm::IRBuilder<> &B, llvm::Value *X, llvm::Value *Y, bool Unsigned);

// X * Y + Z, clamped to the type's range.
llvm::Value *madSat(llvm::IRBuilder<> &B, llvm::Value *X, llvm::Value *Y, llvm::Value *Z,
                    bool Unsigned);

// (X + Y) >> 1 (hadd) or (X + Y + 1) >> 1 (rhadd, RoundUp) without overflow.
llvm::Value *halfAdd(llvm::IRBuilder<> &B, llvm::Value *X, llvm::Value *Y, bool Unsigned,
                     bool RoundUp);

// upsample(hi, lo): Hi in the upper half of a twice-as-wide integer, Lo
// (unsigned) in the lower half.
llvm::Value *upsample(llvm::IRBuilder<> &B, llvm::Value *Hi, llvm::Value *Lo);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLINTEGEROPS_H
