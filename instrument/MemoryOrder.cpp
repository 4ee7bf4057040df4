#include "MemoryOrder.h"

#include "abi.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

using namespace llvm;

namespace wmc {
namespace {

uint32_t orderOf(AtomicOrdering Ordering) {
  switch (Ordering) {
  case AtomicOrdering::NotAtomic:
    return WMC_ORDER_PLAIN;
  // C11 relaxed arrives as monotonic; unordered (Java-style) is no stronger.
  case AtomicOrdering::Unordered:
  case AtomicOrdering::Monotonic:
    return WMC_ORDER_RELAXED;
  // clang lowers memory_order_consume to acquire before IR exists.
  case AtomicOrdering::Acquire:
    return WMC_ORDER_ACQUIRE;
  case AtomicOrdering::Release:
    return WMC_ORDER_RELEASE;
  case AtomicOrdering::AcquireRelease:
    return WMC_ORDER_ACQ_REL;
  case AtomicOrdering::SequentiallyConsistent:
    return WMC_ORDER_SEQ_CST;
  }
  return WMC_ORDER_SEQ_CST;
}

uint32_t scopeOf(SyncScope::ID Scope, const LLVMContext &Ctx) {
  if (Scope == SyncScope::System)
    return WMC_SCOPE_SYSTEM;
  if (Scope == SyncScope::SingleThread)
    return WMC_SCOPE_THREAD;
  SmallVector<StringRef, 8> Names;
  Ctx.getSyncScopeNames(Names);
  if (Scope >= Names.size())
    return WMC_SCOPE_SYSTEM;
  // AMDGPU spells "one address space" variants as "<scope>-one-as".
  StringRef Name = Names[Scope];
  Name.consume_back("-one-as");
  if (Name == "agent" || Name == "device")
    return WMC_SCOPE_DEVICE;
  if (Name == "workgroup" || Name == "block")
    return WMC_SCOPE_BLOCK;
  // Unknown scopes are treated as the widest one, which is always sound.
  return WMC_SCOPE_SYSTEM;
}

} // namespace

uint32_t packOrder(AtomicOrdering Ordering, SyncScope::ID Scope, bool Volatile,
                   const LLVMContext &Ctx) {
  uint32_t Packed = orderOf(Ordering) & WMC_ORDER_MASK;
  Packed |= (scopeOf(Scope, Ctx) << WMC_SCOPE_SHIFT) & WMC_SCOPE_MASK;
  if (Volatile)
    Packed |= WMC_FLAG_VOLATILE;
  return Packed;
}

} // namespace wmc
