// OpenCL C geometric builtins beyond dot/length/distance (OpenClMath.cpp):
// normalize, fast_normalize and cross, on float or double scalars and
// vectors given with their OpenCL types.
#ifndef WMC_INSTRUMENT_OPENCLGEOMETRIC_H
#define WMC_INSTRUMENT_OPENCLGEOMETRIC_H

#include "llvm/IR/IRBuilder.h"

namespace wmc {

// normalize(p): p / |p|, rescaled by the largest component first so that no
// square overflows or underflows; p itself if every component is 0; NaN in
// every lane if one is NaN; infinite components count as +-1 and the others
// as 0 (OpenCL C 2.0, section 6.13.5).
llvm::Value *lowerNormalize(llvm::IRBuilder<> &B, llvm::Value *P);

// fast_normalize(p): p / sqrt(dot(p, p)) without rescaling; p if dot(p, p) is 0.
llvm::Value *lowerFastNormalize(llvm::IRBuilder<> &B, llvm::Value *P);

// cross(a, b) of 3- or 4-lane vectors (the fourth lane of the result is 0);
// null for any other type.
llvm::Value *lowerCross(llvm::IRBuilder<> &B, llvm::Value *A, llvm::Value *Bv);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLGEOMETRIC_H
