// Block-shared variables of GPU code: CUDA __shared__ (annotated
// "wmc_block_shared" by the CUDA header) and OpenCL kernel-scope __local
// variables (in an OpenCL module, internal globals with an undef
// initializer, which is how clang emits them for x86). Each block has its own
// instance, so every use of such a variable in a function becomes the
// calling thread's instance, __wmc_gpu_block_shared(@G, sizeof G), computed
// right before the use. The variables are registered by name for reports,
// not as ordinary globals.
#include "Instrumenter.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/ReplaceConstant.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumBlockSharedVars, "Block-shared variables (one instance per block)");
STATISTIC(NumBlockSharedUses, "Uses of block-shared variables redirected to the block's instance");

namespace wmc {

SmallVector<std::pair<GlobalValue *, StringRef>, 8> annotatedGlobals(const Module &M) {
  SmallVector<std::pair<GlobalValue *, StringRef>, 8> Out;
  const GlobalVariable *Annotations = M.getGlobalVariable("llvm.global.annotations");
  if (!Annotations || !Annotations->hasInitializer())
    return Out;
  auto *Entries = dyn_cast<ConstantArray>(Annotations->getInitializer());
  if (!Entries)
    return Out;
  for (Value *Op : Entries->operands()) {
    auto *Entry = dyn_cast<ConstantStruct>(Op);
    if (!Entry || Entry->getNumOperands() < 2)
      continue;
    auto *GV = dyn_cast<GlobalValue>(Entry->getOperand(0)->stripPointerCasts());
    auto *Str = dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
    if (!GV || !Str || !Str->hasInitializer())
      continue;
    if (auto *Data = dyn_cast<ConstantDataSequential>(Str->getInitializer());
        Data && Data->isCString())
      Out.emplace_back(GV, Data->getAsCString());
  }
  return Out;
}

namespace {

bool isOpenClLocal(const GlobalVariable &GV) {
  return GV.hasLocalLinkage() && GV.hasInitializer() && isa<UndefValue>(GV.getInitializer()) &&
         !GV.isConstant();
}

} // namespace

bool Instrumenter::rewriteBlockShared() {
  SmallVector<GlobalVariable *, 8> Vars;
  for (auto [GV, Text] : annotatedGlobals(M))
    if (auto *Var = dyn_cast<GlobalVariable>(GV); Var && Text == "wmc_block_shared")
      Vars.push_back(Var);
  if (M.getNamedMetadata("opencl.ocl.version"))
    for (GlobalVariable &GV : M.globals())
      if (isOpenClLocal(GV) && !is_contained(Vars, &GV))
        Vars.push_back(&GV);
  if (Vars.empty())
    return false;

  SmallVector<Constant *, 8> Consts(Vars.begin(), Vars.end());
  convertUsersOfConstantsToInstructions(Consts);
  for (GlobalVariable *GV : Vars) {
    BlockSharedVars.insert(GV);
    ++NumBlockSharedVars;
    uint64_t Size = DL.getTypeAllocSize(GV->getValueType());
    SmallVector<Use *, 16> Uses;
    for (Use &U : GV->uses())
      if (isa<Instruction>(U.getUser()))
        Uses.push_back(&U);
    // A PHI's operand is needed at the end of the incoming block, and must be
    // one value per incoming block.
    DenseMap<std::pair<PHINode *, BasicBlock *>, Value *> PhiValues;
    for (Use *U : Uses) {
      auto *Phi = dyn_cast<PHINode>(U->getUser());
      Value *&Known = PhiValues[{Phi, Phi ? Phi->getIncomingBlock(*U) : nullptr}];
      if (Phi && Known) {
        U->set(Known);
        continue;
      }
      Instruction *At =
          Phi ? Phi->getIncomingBlock(*U)->getTerminator() : cast<Instruction>(U->getUser());
      IRBuilder<> B(At);
      B.SetCurrentDebugLocation(At->getDebugLoc());
      Value *Instance =
          B.CreateCall(callee(abi::Callee::GpuBlockShared), {pointerArg(B, GV), i64(Size)});
      Instance = B.CreatePointerBitCastOrAddrSpaceCast(Instance, GV->getType());
      if (Phi)
        Known = Instance;
      U->set(Instance);
      ++NumBlockSharedUses;
    }
  }
  return true;
}

} // namespace wmc
