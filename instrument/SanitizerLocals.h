// UBSan checks on a local slot are statically true: the slot is never null,
// is as large as its type and aligned for it. Clang emits them anyway (a
// `ptrtoint` for the alignment test, `llvm.objectsize`, a null compare, all
// marked !nosanitize), and they keep mem2reg from promoting the slot, so a
// sanitized build saw memory where the plain build sees SSA values (a CAS
// loop's `expected` kept it from being a spin loop). Folding them lets the
// slot be promoted as in the plain build.
#ifndef WMC_INSTRUMENT_SANITIZERLOCALS_H
#define WMC_INSTRUMENT_SANITIZERLOCALS_H

namespace llvm {
class AllocaInst;
class Instruction;
} // namespace llvm

namespace wmc {

/// An instruction a sanitizer added to check a value (marked !nosanitize):
/// it only looks at the value, and its report ends the program.
bool isSanitizerCheck(const llvm::Instruction &I);

/// Folds the sanitizer checks on `AI` (a fixed-size slot in the entry block)
/// that are statically true. Returns true if it changed anything. A check it
/// cannot prove (an alignment stricter than the slot's) is left alone.
bool foldSanitizerChecksOnSlot(llvm::AllocaInst &AI);

} // namespace wmc

#endif // WMC_INSTRUMENT_SANITIZERLOCALS_H
