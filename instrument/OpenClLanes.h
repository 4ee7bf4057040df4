// OpenCL C builtins that pick lanes or values: select, shuffle, shuffle2.
#ifndef WMC_INSTRUMENT_OPENCLLANES_H
#define WMC_INSTRUMENT_OPENCLLANES_H

#include "llvm/IR/IRBuilder.h"

namespace wmc {

// select(a, b, c): for scalars c != 0 ? b : a; for vectors, per lane, the
// most significant bit of c's lane chooses b.
llvm::Value *lowerSelect(llvm::IRBuilder<> &B, llvm::Value *A, llvm::Value *Bv, llvm::Value *C);

// shuffle(x, mask) (Y null) and shuffle2(x, y, mask): lane i of the result is
// lane mask[i] of x (or of x then y), reading only the low log2(lanes) bits
// (log2(2 * lanes) for shuffle2) of each mask lane, as the spec says. The
// result has the mask's lane count and x's element type.
llvm::Value *lowerShuffle(llvm::IRBuilder<> &B, llvm::Value *X, llvm::Value *Y, llvm::Value *Mask);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLLANES_H
