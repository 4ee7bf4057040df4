// OpenCL C relational builtins (isequal ... signbit, any, all, bitselect).
// A comparison of scalars gives the int 1 or 0; of vectors, per lane, -1
// (all bits set) or 0 in the signed integer type of the lane's width.
#ifndef WMC_INSTRUMENT_OPENCLRELATIONAL_H
#define WMC_INSTRUMENT_OPENCLRELATIONAL_H

#include "OpenClMath.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/IRBuilder.h"

namespace wmc {

// The relation R (clmath::IsEqual ... clmath::All) on Args (floats for the
// comparisons and classes, integers for any/all); null if their types do
// not fit.
llvm::Value *lowerRelational(llvm::IRBuilder<> &B, clmath::MathFn R,
                             llvm::ArrayRef<llvm::Value *> Args);

// bitselect(a, b, c): each bit from b where c's bit is 1, from a otherwise.
llvm::Value *lowerBitselect(llvm::IRBuilder<> &B, llvm::Value *A, llvm::Value *Bv, llvm::Value *C);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLRELATIONAL_H
