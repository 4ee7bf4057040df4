#include "ThreadLocalProof.h"

#include "AddressFilter.h"
#include "SanitizerLocals.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace wmc {
namespace {

bool isAddressOf(const Value *Object, const GlobalVariable &GV) {
  if (Object == &GV)
    return true;
  const auto *II = dyn_cast<IntrinsicInst>(Object);
  return II && II->getIntrinsicID() == Intrinsic::threadlocal_address &&
         II->getArgOperand(0)->stripPointerCasts() == &GV;
}

// A PHI or select joins only addresses within GV: an access through it is
// then classified like one through GV alone.
bool joinsOnly(const Value *Join, const GlobalVariable &GV) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Join, Objects, /*LI=*/nullptr, /*MaxLookup=*/0);
  return !Objects.empty() && all_of(Objects, [&](const Value *O) { return isAddressOf(O, GV); });
}

// The other operand of a memcpy/memmove that touches GV: its copy may only
// be exchanged with memory that is itself never an event.
bool isPrivatePeer(const Value *Ptr, const GlobalVariable &GV, AddressFilter &Filter) {
  if (joinsOnly(Ptr, GV))
    return true;
  AddressKind Kind = Filter.classify(Ptr);
  return Kind == AddressKind::LocalAlloca || Kind == AddressKind::ConstantGlobal;
}

enum class UseKind {
  Escapes, // the address may leave the thread: no proof
  Access,  // reads or writes the copy: fine
  Derives, // yields an address within the copy: follow its uses
  Returns, // returned: follow the calls of the function
};

UseKind kindOf(const Use &U, const GlobalVariable &GV, AddressFilter &Filter) {
  const auto *I = cast<Instruction>(U.getUser());
  unsigned Op = U.getOperandNo();
  // A sanitizer's check (-fsanitize=undefined's alignment, bounds and
  // pointer-overflow checks: ptrtoint, llvm.objectsize, compares) only looks
  // at the address; its handler reports and aborts.
  if (isSanitizerCheck(*I))
    return UseKind::Access;
  if (isa<ICmpInst>(I))
    return UseKind::Access;
  // Only plain accesses: an atomic or volatile one is an event even on
  // private memory (a locked RMW is a full fence under TSO, a seq_cst access
  // takes part in RC11's psc), so it keeps the variable's events.
  if (const auto *Load = dyn_cast<LoadInst>(I))
    return Load->isSimple() ? UseKind::Access : UseKind::Escapes;
  if (const auto *Store = dyn_cast<StoreInst>(I))
    return Store->isSimple() && Op == StoreInst::getPointerOperandIndex() ? UseKind::Access
                                                                          : UseKind::Escapes;
  if (const auto *GEP = dyn_cast<GetElementPtrInst>(I))
    return Op == GEP->getPointerOperandIndex() ? UseKind::Derives : UseKind::Escapes;
  if (isa<BitCastInst>(I) || isa<AddrSpaceCastInst>(I))
    return UseKind::Derives;
  if (isa<PHINode>(I) || isa<SelectInst>(I))
    return joinsOnly(I, GV) ? UseKind::Derives : UseKind::Escapes;
  if (const auto *II = dyn_cast<IntrinsicInst>(I);
      II && II->getIntrinsicID() == Intrinsic::threadlocal_address)
    return UseKind::Derives;
  if (const auto *MS = dyn_cast<MemSetInst>(I))
    return Op == 0 && !MS->isVolatile() ? UseKind::Access : UseKind::Escapes;
  if (const auto *MT = dyn_cast<MemTransferInst>(I)) {
    if ((Op != 0 && Op != 1) || MT->isVolatile())
      return UseKind::Escapes;
    return isPrivatePeer(Op == 0 ? MT->getRawSource() : MT->getRawDest(), GV, Filter)
               ? UseKind::Access
               : UseKind::Escapes;
  }
  if (isa<ReturnInst>(I))
    return UseKind::Returns;
  return UseKind::Escapes; // calls, ptrtoint, stores of the address...
}

// C++'s thread_local wrapper (_ZTW...) returns the address after running
// the initializer. If F is local to the module, called only directly, and
// every return of F is an address within GV, its calls are addresses within
// GV too: appends them to Calls. False if not.
bool callsOfReturningFunction(const Function &F, const GlobalVariable &GV,
                              SmallVectorImpl<const CallInst *> &Calls) {
  if (!F.hasLocalLinkage())
    return false;
  for (const BasicBlock &BB : F)
    if (const auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator());
        Ret && !joinsOnly(Ret->getReturnValue(), GV))
      return false;
  for (const Use &U : F.uses()) {
    const auto *Call = dyn_cast<CallInst>(U.getUser());
    if (!Call || !Call->isCallee(&U) || Call->getFunctionType() != F.getFunctionType())
      return false;
    Calls.push_back(Call);
  }
  return true;
}

} // namespace

bool copyStaysInThread(const GlobalVariable &GV, AddressFilter &Filter,
                       function_ref<bool(const Function &)> Instrumented,
                       SmallVectorImpl<const CallInst *> &WrapperCalls) {
  if (!GV.isThreadLocal() || !GV.hasLocalLinkage())
    return false;
  SmallVector<const Value *, 8> Work{&GV};
  SmallPtrSet<const Value *, 8> Seen{&GV};
  SmallPtrSet<const Function *, 2> Wrappers;
  size_t FirstCall = WrapperCalls.size();
  auto Fail = [&] {
    WrapperCalls.resize(FirstCall);
    return false;
  };
  while (!Work.empty()) {
    const Value *Address = Work.pop_back_val();
    for (const Use &U : Address->uses()) {
      const auto *I = dyn_cast<Instruction>(U.getUser());
      // A constant user (another global's initializer, llvm.used) or code
      // left uninstrumented keeps the OS thread's instance in sight.
      if (!I || !Instrumented(*I->getFunction()))
        return Fail();
      switch (kindOf(U, GV, Filter)) {
      case UseKind::Escapes:
        return Fail();
      case UseKind::Access:
        break;
      case UseKind::Derives:
        if (Seen.insert(I).second)
          Work.push_back(I);
        break;
      case UseKind::Returns: {
        const Function &F = *I->getFunction();
        if (!Wrappers.insert(&F).second)
          break;
        size_t First = WrapperCalls.size();
        if (!callsOfReturningFunction(F, GV, WrapperCalls))
          return Fail();
        for (size_t C = First; C != WrapperCalls.size(); ++C)
          if (Seen.insert(WrapperCalls[C]).second)
            Work.push_back(WrapperCalls[C]);
        break;
      }
      }
    }
  }
  return true;
}

bool privateCopiesDisabled(const Module &M) { return M.getNamedMetadata(NoPrivateMetadata); }

void disablePrivateCopies(Module &M) { M.getOrInsertNamedMetadata(NoPrivateMetadata); }

void markPrivateCopy(Instruction &Copy) {
  Copy.setMetadata(PrivateCopyMetadata, MDNode::get(Copy.getContext(), {}));
}

bool isPrivateCopy(const Value *V) {
  const auto *Call = dyn_cast<CallBase>(V);
  return Call && Call->getMetadata(PrivateCopyMetadata);
}

} // namespace wmc
