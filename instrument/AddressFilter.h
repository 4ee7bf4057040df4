// Decides which memory addresses other threads may see. Accesses to memory
// that is provably private or immutable are not events for the checker.
#ifndef WMC_INSTRUMENT_ADDRESSFILTER_H
#define WMC_INSTRUMENT_ADDRESSFILTER_H

#include "llvm/ADT/DenseMap.h"

namespace llvm {
class AllocaInst;
class GlobalVariable;
class Instruction;
class Value;
} // namespace llvm

namespace wmc {

enum class AddressKind {
  Shared,         // may be visible to another thread: instrument
  LocalAlloca,    // a stack slot whose address never escapes
  ConstantGlobal, // immutable for the whole run
  PrivateCopy,    // a thread_local copy proven to stay with its thread
                  // (ThreadLocalProof.h)
  ThreadLocal,    // a thread_local variable reached directly: flagged (the pass
                  // redirects every use to the thread's copy first, so only a
                  // use it could not redirect ends here)
};

class AddressFilter {
public:
  // What Ptr may point to. For ThreadLocal, *TLS is set to the variable.
  AddressKind classify(const llvm::Value *Ptr, const llvm::GlobalVariable **TLS = nullptr);

private:
  bool isPrivateAlloca(const llvm::AllocaInst *AI);

  // Capture analysis walks all uses, so remember the answer per alloca.
  llvm::DenseMap<const llvm::AllocaInst *, bool> PrivateAllocas;
};

// True for the vtable-pointer loads and stores clang emits for virtual calls
// and constructors, and for loads of function pointers out of a vtable.
bool isVTableAccess(const llvm::Instruction &I);

} // namespace wmc

#endif // WMC_INSTRUMENT_ADDRESSFILTER_H
