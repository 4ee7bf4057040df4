// Block-shared variables of GPU code: CUDA __shared__ (annotated
// "wmc_block_shared" by the CUDA header) and OpenCL kernel-scope __local
// variables (in an OpenCL module, internal globals with an undef
// initializer, which is how clang emits them for x86). Each block has its own
// instance, so every use of such a variable in a function becomes the
// calling thread's instance, __wmc_gpu_block_shared(@G, sizeof G), computed
// right before the use. The variables are registered by name for reports,
// not as ordinary globals.
//
// CUDA's dynamic shared memory: wmc-cuda-lower turns `extern __shared__ T
// buf[]` into a declaration in section "wmc_dynamic_shared". Every use
// becomes __wmc_gpu_block_shared(@K, WMC_DYNAMIC_SHARED), where @K is a new
// internal global that only names the variable (the declaration has no
// definition and is erased): the runtime gives every such variable the
// block's one dynamic shared memory instance, of the launch's size.
#include "Instrumenter.h"

#include "abi.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Demangle/Demangle.h"
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

constexpr StringRef DynamicSharedSection = "wmc_dynamic_shared";

// The name an extern __shared__ declaration has in the source.
std::string sourceVariableName(const GlobalVariable &GV) {
  std::string Demangled = demangle(GV.getName());
  return Demangled.empty() ? GV.getName().str() : Demangled;
}

bool isOpenClLocal(const GlobalVariable &GV) {
  return GV.hasLocalLinkage() && GV.hasInitializer() && isa<UndefValue>(GV.getInitializer()) &&
         !GV.isConstant();
}

} // namespace

GlobalVariable *Instrumenter::dynamicSharedKey(GlobalVariable &Decl) {
  // One element of the declared type, so that reports index the memory by
  // element (the declaration's own type is usually T[0]).
  Type *T = Decl.getValueType();
  if (auto *A = dyn_cast<ArrayType>(T))
    T = A->getElementType();
  // Named after the variable once the declaration is gone (a report names
  // the memory by it).
  return new GlobalVariable(M, T, /*isConstant=*/false, GlobalValue::InternalLinkage,
                            Constant::getNullValue(T), "__wmc_dynamic_shared_key");
}

bool Instrumenter::rewriteBlockShared() {
  SmallVector<GlobalVariable *, 8> Vars, Dynamic;
  for (auto [GV, Text] : annotatedGlobals(M))
    if (auto *Var = dyn_cast<GlobalVariable>(GV); Var && Text == "wmc_block_shared")
      Vars.push_back(Var);
  if (M.getNamedMetadata("opencl.ocl.version"))
    for (GlobalVariable &GV : M.globals())
      if (isOpenClLocal(GV) && !is_contained(Vars, &GV))
        Vars.push_back(&GV);
  for (GlobalVariable &GV : M.globals())
    if (GV.isDeclaration() && GV.getSection() == DynamicSharedSection)
      Dynamic.push_back(&GV);
  if (Vars.empty() && Dynamic.empty())
    return false;

  SmallVector<Constant *, 8> Consts(Vars.begin(), Vars.end());
  Consts.append(Dynamic.begin(), Dynamic.end());
  convertUsersOfConstantsToInstructions(Consts);
  for (GlobalVariable *GV : Dynamic) {
    std::string Name = sourceVariableName(*GV);
    GlobalVariable *Key = dynamicSharedKey(*GV);
    redirectToInstance(*GV, *Key, WMC_DYNAMIC_SHARED);
    if (GV->use_empty()) {
      GV->eraseFromParent();
      Key->setName(Name);
    }
    BlockSharedVars.insert(Key);
    ++NumBlockSharedVars;
  }
  for (GlobalVariable *GV : Vars) {
    BlockSharedVars.insert(GV);
    ++NumBlockSharedVars;
    redirectToInstance(*GV, *GV, DL.getTypeAllocSize(GV->getValueType()));
  }
  return true;
}

void Instrumenter::redirectToInstance(GlobalVariable &Var, GlobalVariable &Key, uint64_t Size) {
  SmallVector<Use *, 16> Uses;
  for (Use &U : Var.uses())
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
        B.CreateCall(callee(abi::Callee::GpuBlockShared), {pointerArg(B, &Key), i64(Size)});
    Instance = B.CreatePointerBitCastOrAddrSpaceCast(Instance, Var.getType());
    if (Phi)
      Known = Instance;
    U->set(Instance);
    ++NumBlockSharedUses;
  }
}

} // namespace wmc
