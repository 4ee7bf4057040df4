// Compound updates of a plain variable (`x++`, `--x`, `x += e`): clang emits
// a load and a store of the same address, both at the operator's source
// location, the stored value computed from the loaded one. They are marked
// (WMC_FLAG_UPDATE) so that a repair that makes the variable atomic can
// explore them as the atomic read-modify-write `_Atomic` makes of them
// (runtime/abi.cpp). `x = x + 1` has two locations (the load at the second
// `x`) and stays a load and a store, as it does for an `_Atomic` x.
#ifndef WMC_INSTRUMENT_COMPOUNDUPDATE_H
#define WMC_INSTRUMENT_COMPOUNDUPDATE_H

#include "llvm/ADT/SmallPtrSet.h"

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace wmc {

/// Adds the loads and stores of F's compound updates to `out`.
void findCompoundUpdates(llvm::Function &F, llvm::SmallPtrSetImpl<const llvm::Instruction *> &out);

} // namespace wmc

#endif // WMC_INSTRUMENT_COMPOUNDUPDATE_H
