// thread_local variables whose copies provably stay with their thread
// (issue 7 item 5). The pass gives every test thread its own copy of a
// thread_local variable (ThreadLocals.cpp); if no other thread can ever
// reach a copy, its accesses need no events and run natively.
//
// The proof is an escape check on the IR, before the rewrite: every use of
// the variable's address (through llvm.threadlocal.address, GEPs, casts,
// and PHIs or selects of the same variable) is a plain (not atomic, not
// volatile) load or store *to* it, a comparison, a memset / memcpy / memmove whose
// other operand is a non-escaping local or a constant, or a return from a
// module-local function that returns only this address and is only called
// directly (C++'s thread_local wrapper _ZTW...: its calls are followed in
// turn). Anything else (a call taking the address, a store of the address,
// ptrtoint, a constant expression outside a function) may hand the address
// to another thread or to code that accesses it with events, and the
// variable keeps its events.
//
// Only variables with internal linkage qualify: an external one may be used
// by another translation unit, whose instrumentation cannot see this proof
// and would make events on the same copy. A copy must be accessed either
// always natively or always through events (the runtime reads an event's
// value from the execution graph, which knows nothing of native stores).
#ifndef WMC_INSTRUMENT_THREADLOCALPROOF_H
#define WMC_INSTRUMENT_THREADLOCALPROOF_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class CallInst;
class Function;
class GlobalVariable;
class Instruction;
class Module;
class Value;
} // namespace llvm

namespace wmc {

class AddressFilter;

// Marks a __wmc_thread_local call (or a wrapper's call) whose copy stays
// with the thread.
inline constexpr llvm::StringLiteral PrivateCopyMetadata = "wmc.private_copy";
// Named metadata the clang plugin adds with -fplugin-arg-wmc-no-private:
// no copy is proven private (the bench's "off" column).
inline constexpr llvm::StringLiteral NoPrivateMetadata = "wmc.no_private";

// True if the copies of GV provably never leave their thread. Every use
// must be in a function for which Instrumented is true (the others keep
// reaching the OS thread's instance). Filter classifies the other operand
// of a memory intrinsic. If true, the calls of wrappers returning the
// address are appended to WrapperCalls: they must be marked too
// (markPrivateCopy), so that accesses through them are classified alike.
bool copyStaysInThread(const llvm::GlobalVariable &GV, AddressFilter &Filter,
                       llvm::function_ref<bool(const llvm::Function &)> Instrumented,
                       llvm::SmallVectorImpl<const llvm::CallInst *> &WrapperCalls);

// Is the thread_local proof switched off for M (NoPrivateMetadata)?
bool privateCopiesDisabled(const llvm::Module &M);
// Records NoPrivateMetadata in M.
void disablePrivateCopies(llvm::Module &M);

// Marks the __wmc_thread_local call Copy as returning a private copy.
void markPrivateCopy(llvm::Instruction &Copy);
// Is V a call marked by markPrivateCopy?
bool isPrivateCopy(const llvm::Value *V);

} // namespace wmc

#endif // WMC_INSTRUMENT_THREADLOCALPROOF_H
