// Translation of LLVM atomic orderings and sync scopes into the packed
// `order` word of runtime/abi.h.
#ifndef WMC_INSTRUMENT_MEMORYORDER_H
#define WMC_INSTRUMENT_MEMORYORDER_H

#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/AtomicOrdering.h"

#include <cstdint>

namespace wmc {

// The single place where orders, scopes and the volatile flag are mapped.
uint32_t packOrder(llvm::AtomicOrdering Ordering, llvm::SyncScope::ID Scope, bool Volatile,
                   const llvm::LLVMContext &Ctx);

} // namespace wmc

#endif // WMC_INSTRUMENT_MEMORYORDER_H
