// Kernel parameters the compile-time analysis proved to be indexed one slot
// per GPU thread (analysis/PrivateSlots.h). The clang plugin records them on
// the kernel's IR function as metadata
//   !wmc.private_args !{i32 INDEX, ...}
// and plain loads and stores through them get WMC_FLAG_PRIVATE: the runtime
// then acts on memory without an event while no other thread touches the
// same bytes (docs/instrumentation.md, "Own-slot accesses").
#ifndef WMC_INSTRUMENT_PRIVATEARGS_H
#define WMC_INSTRUMENT_PRIVATEARGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class Function;
class Value;
} // namespace llvm

namespace wmc {

inline constexpr llvm::StringLiteral PrivateArgsMetadata = "wmc.private_args";
// Read-only parameters (analysis/PrivateSlots.h): !wmc.readonly_args, and
// plain loads through them get WMC_FLAG_READONLY.
inline constexpr llvm::StringLiteral ReadOnlyArgsMetadata = "wmc.readonly_args";

// Records the own-slot parameter indices on F (replacing earlier ones).
void setPrivateArgs(llvm::Function &F, llvm::ArrayRef<unsigned> Indices);
// Records the read-only parameter indices on F (replacing earlier ones).
void setReadOnlyArgs(llvm::Function &F, llvm::ArrayRef<unsigned> Indices);

// True if every object Ptr may point into is an own-slot parameter of F.
bool isPrivateArgAccess(const llvm::Function &F, const llvm::Value *Ptr);
// True if every object Ptr may point into is a read-only parameter of F.
bool isReadOnlyArgAccess(const llvm::Function &F, const llvm::Value *Ptr);

} // namespace wmc

#endif
