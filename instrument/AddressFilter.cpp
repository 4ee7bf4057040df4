#include "AddressFilter.h"

#include "SanitizerLocals.h"
#include "ThreadLocalProof.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/CaptureTracking.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace wmc {
namespace {

const GlobalVariable *threadLocalOf(const Value *Object) {
  // clang reaches thread_local variables through llvm.threadlocal.address,
  // which underlying-object analysis deliberately does not look through.
  if (const auto *II = dyn_cast<IntrinsicInst>(Object))
    if (II->getIntrinsicID() == Intrinsic::threadlocal_address)
      Object = II->getArgOperand(0)->stripPointerCasts();
  if (const auto *GV = dyn_cast<GlobalVariable>(Object); GV && GV->isThreadLocal())
    return GV;
  return nullptr;
}

// The type name an access's TBAA tag refers to, in either tag format.
StringRef tbaaAccessTypeName(const MDNode *Tag) {
  if (!Tag || Tag->getNumOperands() < 2)
    return {};
  const MDNode *Type = Tag;
  if (isa<MDNode>(Tag->getOperand(0)))
    Type = dyn_cast<MDNode>(Tag->getOperand(1));
  if (!Type)
    return {};
  for (unsigned I = 0, E = std::min(3u, Type->getNumOperands()); I != E; ++I)
    if (const auto *Name = dyn_cast<MDString>(Type->getOperand(I)))
      return Name->getString();
  return {};
}

bool isVPtrAccess(const Instruction &I) {
  if (I.hasMetadata(LLVMContext::MD_invariant_group))
    return true;
  return tbaaAccessTypeName(I.getMetadata(LLVMContext::MD_tbaa)) == "vtable pointer";
}

// Capture tracking that ignores the checks a sanitizer adds: UBSan turns a
// pointer into an integer (marked !nosanitize) only to test its alignment or
// overflow and to hand it to a report that ends the program, so a local
// whose only "escape" is such a check is still private to its thread.
class NonSanitizerCaptures final : public CaptureTracker {
public:
  bool Captured = false;
  void tooManyUses() override { Captured = true; }
  bool captured(const Use *U) override {
    const auto *I = dyn_cast<Instruction>(U->getUser());
    if (I && isSanitizerCheck(*I))
      return false;
    Captured = true;
    return true;
  }
};

} // namespace

bool AddressFilter::isPrivateAlloca(const AllocaInst *AI) {
  auto [It, Inserted] = PrivateAllocas.try_emplace(AI, false);
  if (Inserted) {
    NonSanitizerCaptures Tracker;
    PointerMayBeCaptured(AI, &Tracker);
    It->second = !Tracker.Captured;
  }
  return It->second;
}

AddressKind AddressFilter::classify(const Value *Ptr, const GlobalVariable **TLS) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects, /*LI=*/nullptr, /*MaxLookup=*/0);
  AddressKind Kind = AddressKind::Shared;
  bool AllPrivate = !Objects.empty();
  for (const Value *Object : Objects) {
    if (const GlobalVariable *GV = threadLocalOf(Object)) {
      if (TLS)
        *TLS = GV;
      return AddressKind::ThreadLocal;
    }
    if (isPrivateCopy(Object)) {
      if (Kind == AddressKind::Shared)
        Kind = AddressKind::PrivateCopy;
      continue;
    }
    if (const auto *AI = dyn_cast<AllocaInst>(Object); AI && isPrivateAlloca(AI)) {
      if (Kind == AddressKind::Shared)
        Kind = AddressKind::LocalAlloca;
      continue;
    }
    if (const auto *GV = dyn_cast<GlobalVariable>(Object); GV && GV->isConstant()) {
      if (Kind == AddressKind::Shared)
        Kind = AddressKind::ConstantGlobal;
      continue;
    }
    AllPrivate = false;
  }
  return AllPrivate ? Kind : AddressKind::Shared;
}

bool isVTableAccess(const Instruction &I) {
  if (isVPtrAccess(I))
    return true;
  // A virtual function pointer is loaded from (vptr + constant offset).
  const auto *LI = dyn_cast<LoadInst>(&I);
  if (!LI)
    return false;
  const Value *Base = LI->getPointerOperand()->stripInBoundsConstantOffsets();
  const auto *VPtr = dyn_cast<LoadInst>(Base);
  return VPtr && isVPtrAccess(*VPtr);
}

} // namespace wmc
