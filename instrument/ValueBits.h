// Moving values in and out of the runtime's uint64_t bit-pattern convention:
// integers are zero-extended, floats bitcast, pointers go through ptrtoint.
#ifndef WMC_INSTRUMENT_VALUEBITS_H
#define WMC_INSTRUMENT_VALUEBITS_H

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"

#include <optional>

namespace wmc {

// The access width in bytes (1, 2, 4 or 8) when a value of type T fits the
// runtime's convention, otherwise nullopt (i128, x86_fp80, aggregates, ...).
std::optional<unsigned> carriedSize(llvm::Type *T, const llvm::DataLayout &DL);

// V (of a type accepted by carriedSize) as an i64 bit pattern.
llvm::Value *toBits(llvm::IRBuilder<> &B, llvm::Value *V, const llvm::DataLayout &DL);

// The inverse of toBits: an i64 bit pattern back to a value of type T.
llvm::Value *fromBits(llvm::IRBuilder<> &B, llvm::Value *Bits, llvm::Type *T,
                      const llvm::DataLayout &DL);

} // namespace wmc

#endif // WMC_INSTRUMENT_VALUEBITS_H
