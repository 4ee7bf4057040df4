#include "WmcInstrumentPass.h"

#include "Instrumenter.h"
#include "OpenClBuiltins.h"
#include "Options.h"
#include "RuntimeABI.h"
#include "SiteRanges.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"

using namespace llvm;

namespace wmc {
namespace {

// Marks a module as instrumented, so that running the pass twice (plugin
// plus an explicit -passes=) does not instrument runtime calls or register
// globals twice.
constexpr StringLiteral InstrumentedFlag = "wmc.instrumented";

bool renameMain(Module &M) {
  Function *Main = M.getFunction("main");
  if (!Main || Main->isDeclaration())
    return false;
  if (Function *Existing = M.getFunction(abi::UserMain)) {
    if (!Existing->isDeclaration())
      return false; // the runtime's own main wrapper is not ours to touch
    Existing->replaceAllUsesWith(Main);
    Existing->eraseFromParent();
  }
  Main->setName(abi::UserMain);
  return true;
}

// An instrumented copy of an inline function or template instantiation must
// not be merged with the runtime's uninstrumented copy of the same function
// (std::string's members, std::vector's...): the linker keeps one
// definition per name for the whole binary, so either the runtime would run
// instrumented code (and call itself) or the test would run uninstrumented
// code (and its accesses would be missed). Each instrumented module keeps
// its own copies. An extern template's inline members (available_externally)
// are kept too, instead of calling libstdc++'s uninstrumented definitions.
bool keepCopiesLocal(ArrayRef<Function *> Instrumented) {
  bool Changed = false;
  for (Function *F : Instrumented)
    if (F->hasLinkOnceODRLinkage() || F->hasAvailableExternallyLinkage()) {
      F->setLinkage(GlobalValue::InternalLinkage);
      F->setComdat(nullptr);
      F->setVisibility(GlobalValue::DefaultVisibility);
      F->setDSOLocal(true);
      Changed = true;
    }
  return Changed;
}

} // namespace

PreservedAnalyses WmcInstrumentPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (M.getModuleFlag(InstrumentedFlag))
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();

  // OpenCL C builtins become runtime calls and plain IR first, so that what
  // the lowering emits is instrumented like the program's own code.
  bool Changed = lowerOpenClBuiltins(M, FAM);
  Instrumenter Inst(M, FAM);
  Changed |= Inst.rewriteBlockShared();
  Changed |= Inst.rewriteThreadLocals();
  // The pass adds functions (its constructor); walk a snapshot.
  SmallVector<Function *, 32> Worklist;
  for (Function &F : M)
    if (Instrumenter::shouldInstrument(F))
      Worklist.push_back(&F);
  for (Function *F : Worklist)
    Changed |= Inst.instrumentFunction(*F);
  for (Function *F : Worklist)
    Changed |= Inst.instrumentLoopsOf(*F);
  Changed |= Inst.wrapVerifierAtomicFunctions();
  Changed |= Inst.registerKernels();
  Changed |= Inst.registerGlobals();
  Changed |= Inst.instrumentMainReturns();
  Changed |= renameMain(M);
  Changed |= keepCopiesLocal(Worklist);
  Inst.dropUnusedDeclarations();
  SiteRangesTable::drop(M);
  if (!Changed)
    return PreservedAnalyses::all();
  M.addModuleFlag(Module::Max, InstrumentedFlag, 1);
  return PreservedAnalyses::none();
}

void registerWmcPasses(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM, ArrayRef<PassBuilder::PipelineElement>) {
        if (Name != "wmc-instrument")
          return false;
        MPM.addPass(WmcInstrumentPass());
        return true;
      });
  PB.registerPipelineStartEPCallback([](ModulePassManager &MPM, OptimizationLevel Level) {
    // always_inline wrappers such as libstdc++'s std::atomic members take
    // caller locals by reference (a CAS's `expected`). Inlining them first
    // lets mem2reg promote those locals instead of turning them into
    // events; it moves no access, so the source order is kept.
    if (opts::InlineAlwaysInline)
      MPM.addPass(AlwaysInlinerPass(/*InsertLifetimeIntrinsics=*/Level != OptimizationLevel::O0));
    MPM.addPass(WmcInstrumentPass());
  });
}

} // namespace wmc
