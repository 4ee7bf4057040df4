// Rewriting of calls: library functions redirected to the runtime, calls
// the runtime cannot model, inline asm, and other unmodelled operations.
#include "Instrumenter.h"

#include "InlineAsmKind.h"
#include "MemoryOrder.h"
#include "Options.h"
#include "UnusedResult.h"
#include "abi.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumRenamedCalls, "Library calls redirected to the runtime");
STATISTIC(NumUnsupportedCalls, "Calls flagged unsupported");
STATISTIC(NumAsmFences, "Inline asm fences replaced by __wmc_fence");
STATISTIC(NumSkippedAsm, "Inline asm skipped: compiler barrier or spin hint");
STATISTIC(NumOpaqueAsm, "Inline asm left as is: not modelled");

namespace wmc {

void Instrumenter::instrumentRenamedCall(CallBase &CB) {
  auto *Original = cast<Function>(CB.getCalledOperand());
  RenameTarget T = Renamed.find(Original)->second;
  const abi::ArgPick &Pick = T.Entry->Args;

  // Reports read better with `operator new(unsigned long)` than `_Znwm`.
  auto Site = [&] { return Sites.site(CB, demangle(Original->getName())); };
  SmallVector<Value *, 6> Args;
  bool SiteFirst = Pick.Count == abi::ArgPick::SiteFirst;
  if (SiteFirst) {
    Args.push_back(Site());
    Args.append(CB.arg_begin(), CB.arg_end());
  } else if (Pick.Count == abi::ArgPick::KeepAll) {
    Args.append(CB.arg_begin(), CB.arg_end());
  } else {
    for (unsigned I = 0; I < Pick.Count; ++I) {
      if (Pick.Index[I] >= CB.arg_size())
        return; // a prototype that does not match the library function
      Args.push_back(CB.getArgOperand(Pick.Index[I]));
    }
  }
  // <wmc/gpu.h>'s scoped RMWs (CUDA atomicAdd...) whose old value is unused
  // are blind updates, like an unused atomicrmw (InstrumentAccess.cpp).
  constexpr unsigned RmwOrderArg = 4;
  if (T.Entry->To == abi::calleeName(abi::Callee::Rmw) && Args.size() > RmwOrderArg &&
      isResultUnused(CB)) {
    IRBuilder<> OB(&CB);
    Args[RmwOrderArg] = OB.CreateOr(Args[RmwOrderArg], WMC_FLAG_RESULT_UNUSED);
  }
  if (!SiteFirst)
    Args.push_back(Site());

  // Built from the call, not the declaration, so that a call through an
  // unusual prototype stays well-typed; a variadic call stays variadic
  // after its fixed parameters (the site, then the declaration's).
  SmallVector<Type *, 6> Params;
  FunctionType *CallTy = CB.getFunctionType();
  bool VarArg = SiteFirst && CallTy->isVarArg();
  size_t Fixed = VarArg ? CallTy->getNumParams() + 1 : Args.size();
  for (size_t I = 0; I < Fixed && I < Args.size(); ++I)
    Params.push_back(Args[I]->getType());
  FunctionType *Ty = FunctionType::get(CB.getType(), Params, VarArg);

  SmallVector<OperandBundleDef, 1> Bundles;
  CB.getOperandBundlesAsDefs(Bundles);
  IRBuilder<> B(&CB);
  // Attributes are not copied on purpose: allocsize/allockind on malloc or
  // operator new would let the optimizer delete or fold the runtime call.
  CallBase *New;
  if (auto *II = dyn_cast<InvokeInst>(&CB))
    New = B.CreateInvoke(Ty, T.Callee.getCallee(), II->getNormalDest(), II->getUnwindDest(), Args,
                         Bundles);
  else
    New = B.CreateCall(Ty, T.Callee.getCallee(), Args, Bundles);
  if (T.Entry->NoReturn)
    New->setDoesNotReturn();
  New->takeName(&CB);
  CB.replaceAllUsesWith(New);
  CB.eraseFromParent();
  ++NumRenamedCalls;
}

void Instrumenter::instrumentExternalCall(const ExternalCall &E) {
  CallBase &CB = *E.Call;
  IRBuilder<> Before(&CB);
  for (auto [Base, Size] : E.Locals)
    Before.CreateCall(callee(abi::Callee::ExternalBegin), {Base, i64(Size)});
  Instruction *After = nullptr;
  if (auto *II = dyn_cast<InvokeInst>(&CB))
    After = &*SplitEdge(II->getParent(), II->getNormalDest())->getFirstInsertionPt();
  else
    After = CB.getNextNode();
  IRBuilder<> B(After);
  Constant *Site =
      Sites.site(CB, "call " + demangle(CB.getCalledFunction() ? CB.getCalledFunction()->getName()
                                                               : "external"));
  // The runtime keeps the saved bytes on a stack: end in reverse order.
  for (auto [Base, Size] : llvm::reverse(E.Locals))
    B.CreateCall(callee(abi::Callee::ExternalEnd), {Base, i64(Size), Site});
  for (auto [Base, Size] : E.Constructed)
    B.CreateCall(callee(abi::Callee::ExternalWrote), {Base, i64(Size), Site});
}

void Instrumenter::instrumentUnsupportedCall(CallBase &CB) {
  StringRef Name = Unsupported.find(cast<Function>(CB.getCalledOperand()))->second;
  IRBuilder<> B(&CB);
  B.CreateCall(callee(abi::Callee::Unsupported), {Sites.string(Name), Sites.site(CB, Name)});
  ++NumUnsupportedCalls;
}

void Instrumenter::instrumentUnmodelled(const UnmodelledAccess &U) {
  IRBuilder<> B(U.Inst);
  B.CreateCall(callee(abi::Callee::Unsupported),
               {Sites.string(U.Name), Sites.site(*U.Inst, U.Text)});
  if (U.Warn)
    warn(*U.Inst, U.Name + " is not supported; an execution reaching it stops");
}

bool Instrumenter::instrumentInlineAsm(CallBase &CB) {
  const auto *IA = cast<InlineAsm>(CB.getCalledOperand());
  switch (classifyAsm(IA->getAsmString())) {
  case AsmKind::CompilerBarrier:
  case AsmKind::CpuRelax:
    ++NumSkippedAsm;
    return false;
  case AsmKind::FullFence:
    // Only a plain call with no outputs can be replaced; asm goto cannot.
    if (isa<CallInst>(CB) && CB.use_empty()) {
      IRBuilder<> B(&CB);
      uint32_t Order = packOrder(AtomicOrdering::SequentiallyConsistent, SyncScope::System,
                                 /*Volatile=*/false, M.getContext());
      B.CreateCall(callee(abi::Callee::Fence), {i32(Order), Sites.site(CB, "fence")});
      CB.eraseFromParent();
      ++NumAsmFences;
      return true;
    }
    break;
  case AsmKind::Other:
    break;
  }
  ++NumOpaqueAsm;
  if (opts::WarnInlineAsm)
    warn(CB, "inline asm '" + IA->getAsmString() +
                 "' is not modelled; its memory effects are invisible to the checker");
  return false;
}

} // namespace wmc
