// GPU kernels: OpenCL kernels (calling convention spir_kernel when clang
// compiles OpenCL C for x86) and CUDA __global__ functions (annotated
// "wmc_kernel" by the CUDA header). Each gets a trampoline
// `void __wmc_kernel.NAME(void **args)` that loads argument i from args[i]
// and calls the kernel, and a `wmc_kernel` table entry (runtime/abi.h) with
// its source name and argument kinds, so that a file with kernels and no
// main can be checked: the runtime then launches each kernel itself.
#include "Instrumenter.h"

#include "abi.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumKernels, "GPU kernels registered");

namespace wmc {
namespace {

bool isOpenClKernel(const Function &F) { return F.getCallingConv() == CallingConv::SPIR_KERNEL; }

// The source-level name: debug info, else the IR name, demangled to its base
// name for C++ (CUDA) kernels.
std::string kernelName(const Function &F) {
  StringRef Name = SiteBuilder::sourceName(F);
  if (Name != F.getName() || !Name.starts_with("_Z"))
    return Name.str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Name.data()))
    return Name.str();
  char *Base = D.getFunctionBaseName(nullptr, nullptr);
  std::string Out = Base ? Base : Name.str();
  std::free(Base);
  return Out;
}

// The debug-info variable of each parameter (null without debug info).
SmallVector<const DILocalVariable *, 8> parameterVariables(const Function &F) {
  SmallVector<const DILocalVariable *, 8> Vars(F.arg_size(), nullptr);
  const DISubprogram *SP = F.getSubprogram();
  auto Note = [&](const DILocalVariable *V) {
    if (V && SP && V->getArg() && V->getArg() <= Vars.size() &&
        V->getScope()->getSubprogram() == SP)
      Vars[V->getArg() - 1] = V;
  };
  for (const Instruction &I : instructions(F)) {
    if (const auto *DVI = dyn_cast<DbgVariableIntrinsic>(&I))
      Note(DVI->getVariable());
    for (const DbgVariableRecord &R : filterDbgVars(I.getDbgRecordRange()))
      Note(R.getVariable());
  }
  return Vars;
}

const DIType *stripQualifiers(const DIType *T) {
  while (const auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    unsigned Tag = D->getTag();
    if (Tag != dwarf::DW_TAG_typedef && Tag != dwarf::DW_TAG_const_type &&
        Tag != dwarf::DW_TAG_volatile_type && Tag != dwarf::DW_TAG_restrict_type &&
        Tag != dwarf::DW_TAG_atomic_type)
      break;
    T = D->getBaseType();
  }
  return T;
}

// Size of what a pointer parameter points to, from debug info (0 if unknown).
uint64_t pointeeSize(const DILocalVariable *V) {
  const auto *Ptr = dyn_cast_or_null<DIDerivedType>(stripQualifiers(V ? V->getType() : nullptr));
  if (!Ptr || Ptr->getTag() != dwarf::DW_TAG_pointer_type)
    return 0;
  const DIType *Base = stripQualifiers(Ptr->getBaseType());
  return Base ? Base->getSizeInBits() / 8 : 0;
}

bool passedInMemory(const Argument &A) {
  return A.hasByValAttr() || A.hasByRefAttr() || A.hasInAllocaAttr() || A.hasStructRetAttr() ||
         A.hasPreallocatedAttr();
}

uint32_t argumentKind(const Function &F, const Argument &A, const DILocalVariable *V) {
  // A small struct passed by value arrives as an integer: debug info tells.
  if (passedInMemory(A) ||
      isa_and_nonnull<DICompositeType>(stripQualifiers(V ? V->getType() : nullptr)))
    return WMC_KARG_OTHER;
  Type *T = A.getType();
  if (T->isPointerTy()) {
    unsigned AddrSpace = T->getPointerAddressSpace();
    // OpenCL on x86 has every pointer in address space 0; the kernel's
    // metadata still says what the source said (1 global, 2 constant, 3 local).
    if (MDNode *Spaces = F.getMetadata("kernel_arg_addr_space");
        isOpenClKernel(F) && Spaces && A.getArgNo() < Spaces->getNumOperands())
      if (auto *C = mdconst::dyn_extract<ConstantInt>(Spaces->getOperand(A.getArgNo())))
        AddrSpace = static_cast<unsigned>(C->getZExtValue());
    switch (AddrSpace) {
    case 3: return WMC_KARG_LOCAL_PTR;
    case 0: return isOpenClKernel(F) ? WMC_KARG_OTHER : WMC_KARG_GLOBAL_PTR; // OpenCL: private
    default: return WMC_KARG_GLOBAL_PTR;
    }
  }
  if (T->isIntegerTy() && T->getIntegerBitWidth() <= 64)
    return WMC_KARG_INT;
  if (T->isFloatTy() || T->isDoubleTy())
    return WMC_KARG_FLOAT;
  return WMC_KARG_OTHER;
}

} // namespace

bool Instrumenter::registerKernels() {
  SmallVector<Function *, 4> Kernels;
  for (auto [GV, Text] : annotatedGlobals(M))
    if (auto *F = dyn_cast<Function>(GV); F && !F->isDeclaration() && Text == "wmc_kernel")
      Kernels.push_back(F);
  for (Function &F : M)
    if (isOpenClKernel(F) && !F.isDeclaration() && !is_contained(Kernels, &F))
      Kernels.push_back(&F);
  if (Kernels.empty())
    return false;

  LLVMContext &Ctx = M.getContext();
  // Layouts of `struct wmc_kernel_arg` and `struct wmc_kernel` in runtime/abi.h.
  StructType *ArgTy = StructType::get(Ctx, {I32Ty, I32Ty, PtrTy, I64Ty});
  StructType *KernelTy =
      StructType::get(Ctx, {PtrTy, PtrTy, I32Ty, PtrTy, Sites.siteType(), PtrTy});
  SmallVector<Constant *, 4> Entries;
  for (Function *F : Kernels) {
    std::string Name = kernelName(*F);
    SmallVector<const DILocalVariable *, 8> Vars = parameterVariables(*F);
    SmallVector<Constant *, 8> Args;
    for (Argument &A : F->args()) {
      Type *T = passedInMemory(A) && A.getPointeeInMemoryValueType()
                    ? A.getPointeeInMemoryValueType()
                    : A.getType();
      const DILocalVariable *V = Vars[A.getArgNo()];
      Args.push_back(
          ConstantStruct::get(ArgTy, {i32(argumentKind(*F, A, V)), i32(DL.getTypeAllocSize(T)),
                                      V && !V->getName().empty() ? Sites.string(V->getName())
                                                                 : ConstantPointerNull::get(PtrTy),
                                      i64(pointeeSize(V))}));
    }
    Constant *ArgTable = ConstantPointerNull::get(PtrTy);
    if (!Args.empty()) {
      ArrayType *T = ArrayType::get(ArgTy, Args.size());
      ArgTable = new GlobalVariable(M, T, /*isConstant=*/true, GlobalValue::PrivateLinkage,
                                    ConstantArray::get(T, Args), "__wmc_kernel_args");
    }

    // void __wmc_kernel.NAME(void **args): kernel(*(T0 *)args[0], ...).
    auto *Tramp = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), {PtrTy}, false),
                                   GlobalValue::InternalLinkage, "__wmc_kernel." + F->getName(), M);
    IRBuilder<> B(BasicBlock::Create(Ctx, "", Tramp));
    SmallVector<Value *, 8> Values;
    for (Argument &A : F->args()) {
      Value *Slot = B.CreateConstInBoundsGEP1_64(PtrTy, Tramp->getArg(0), A.getArgNo());
      Value *P = B.CreateLoad(PtrTy, Slot);
      Values.push_back(passedInMemory(A) ? P : B.CreateLoad(A.getType(), P));
    }
    CallInst *Call = B.CreateCall(F->getFunctionType(), F, Values);
    Call->setCallingConv(F->getCallingConv());
    // byval and friends are part of the calling convention: keep them.
    SmallVector<AttributeSet, 8> ParamAttrs;
    for (Argument &A : F->args())
      ParamAttrs.push_back(F->getAttributes().getParamAttrs(A.getArgNo()));
    Call->setAttributes(AttributeList::get(Ctx, AttributeSet(), AttributeSet(), ParamAttrs));
    B.CreateRetVoid();

    Entries.push_back(
        ConstantStruct::get(KernelTy, {Sites.string(Name), Tramp, i32(F->arg_size()), ArgTable,
                                       Sites.functionSite(*F, "kernel " + Name), F}));
    ++NumKernels;
  }
  ArrayType *TableTy = ArrayType::get(KernelTy, Entries.size());
  auto *Table = new GlobalVariable(M, TableTy, /*isConstant=*/true, GlobalValue::PrivateLinkage,
                                   ConstantArray::get(TableTy, Entries), "__wmc_kernels");
  Registrations.push_back({abi::Callee::RegisterKernels, Table, Entries.size()});
  return true;
}

} // namespace wmc
