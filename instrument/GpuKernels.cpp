// GPU kernels: OpenCL kernels (calling convention spir_kernel when clang
// compiles OpenCL C for x86) and CUDA __global__ functions (annotated
// "wmc_kernel" by the CUDA header). Each gets a trampoline
// `void __wmc_kernel.NAME(void **args)` that loads argument i from args[i]
// and calls the kernel, and a `wmc_kernel` table entry (runtime/abi.h) with
// its source name and argument kinds, so that a file with kernels and no
// main can be checked: the runtime then launches each kernel itself.
//
// The table has one entry per source parameter: clang's x86-64 lowering
// may pass a by-value struct of 9 to 16 bytes as two IR arguments, which
// the trampoline loads from the struct's bytes. A struct's pointer fields
// (from debug info) each get a buffer of their own.
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

// The debug-info variable of each source parameter (null without debug
// info); `count` parameters.
SmallVector<const DILocalVariable *, 8> parameterVariables(const Function &F, size_t count) {
  SmallVector<const DILocalVariable *, 8> Vars(count, nullptr);
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

bool containsPointer(const DIType *T) {
  T = stripQualifiers(T);
  if (const auto *D = dyn_cast_or_null<DIDerivedType>(T))
    return D->getTag() == dwarf::DW_TAG_pointer_type || containsPointer(D->getBaseType());
  if (const auto *C = dyn_cast_or_null<DICompositeType>(T)) {
    if (C->getTag() == dwarf::DW_TAG_array_type)
      return containsPointer(C->getBaseType());
    for (const DINode *E : C->getElements())
      if (const auto *M = dyn_cast<DIDerivedType>(E);
          M && !M->isStaticMember() && containsPointer(M->getBaseType()))
        return true;
  }
  return false;
}

/// A pointer field of a by-value struct argument (wmc_kernel_field).
struct PointerField {
  uint64_t offset;
  std::string name; ///< "data", "inner.data"
  uint64_t elemSize;
};

// The pointer fields of struct T at byte `base`, through nested structs and
// base classes. False if a pointer lies in a union or an array: no one
// buffer per field would describe it.
bool pointerFields(const DICompositeType *T, uint64_t base, const std::string &prefix,
                   SmallVectorImpl<PointerField> &Out) {
  if (T->getTag() != dwarf::DW_TAG_structure_type && T->getTag() != dwarf::DW_TAG_class_type)
    return !containsPointer(T);
  for (const DINode *E : T->getElements()) {
    const auto *M = dyn_cast<DIDerivedType>(E);
    if (!M || M->isStaticMember() ||
        (M->getTag() != dwarf::DW_TAG_member && M->getTag() != dwarf::DW_TAG_inheritance))
      continue;
    uint64_t offset = base + M->getOffsetInBits() / 8;
    const DIType *FT = stripQualifiers(M->getBaseType());
    if (const auto *P = dyn_cast_or_null<DIDerivedType>(FT);
        P && P->getTag() == dwarf::DW_TAG_pointer_type) {
      const DIType *Pointee = stripQualifiers(P->getBaseType());
      Out.push_back(
          {offset, prefix + M->getName().str(), Pointee ? Pointee->getSizeInBits() / 8 : 0});
    } else if (const auto *C = dyn_cast_or_null<DICompositeType>(FT);
               C && C->getTag() != dwarf::DW_TAG_array_type &&
               C->getTag() != dwarf::DW_TAG_enumeration_type) {
      std::string inner = M->getTag() == dwarf::DW_TAG_inheritance || M->getName().empty()
                              ? prefix
                              : prefix + M->getName().str() + ".";
      if (!pointerFields(C, offset, inner, Out))
        return false;
    } else if (containsPointer(FT)) {
      return false; // an array of pointers
    }
  }
  return true;
}

/// A by-value struct or union parameter's type, or null.
const DICompositeType *byValueComposite(const DILocalVariable *V) {
  const auto *C = dyn_cast_or_null<DICompositeType>(stripQualifiers(V ? V->getType() : nullptr));
  return C && C->getTag() != dwarf::DW_TAG_array_type &&
                 C->getTag() != dwarf::DW_TAG_enumeration_type
             ? C
             : nullptr;
}

uint32_t argumentKind(const Function &F, const Argument &A, const DILocalVariable *V,
                      SmallVectorImpl<PointerField> &Fields) {
  // A struct passed by value (in memory, as an integer, or split in two):
  // debug info tells.
  if (const DICompositeType *C = byValueComposite(V))
    return pointerFields(C, 0, "", Fields) ? WMC_KARG_STRUCT : WMC_KARG_OTHER;
  if (passedInMemory(A))
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

/// A source parameter and the IR arguments clang lowered it to.
struct SourceParam {
  unsigned firstArg = 0, numArgs = 1;
  const DILocalVariable *var = nullptr;
};

// How clang's x86-64 lowering passed each source parameter: one IR argument
// each, except a by-value struct (or _Complex double) of 9 to 16 bytes in
// registers, which is two (its eightbytes; a 16-byte vector or __int128 is
// one). The source parameters come from debug info; without it, or if the
// counts disagree, one parameter per IR argument.
SmallVector<SourceParam, 8> sourceParams(const Function &F, const DataLayout &DL) {
  SmallVector<SourceParam, 8> Params;
  const DISubprogram *SP = F.getSubprogram();
  size_t count = SP && SP->getType() && SP->getType()->getTypeArray().size() > 0
                     ? SP->getType()->getTypeArray().size() - 1
                     : 0;
  SmallVector<const DILocalVariable *, 8> Vars = parameterVariables(F, count);
  unsigned next = 0;
  for (size_t i = 0; i < count && next < F.arg_size(); ++i) {
    const Argument &A = *F.getArg(next);
    const DIType *T = stripQualifiers(SP->getType()->getTypeArray()[i + 1]);
    uint64_t bytes = T ? T->getSizeInBits() / 8 : 0;
    unsigned n = !passedInMemory(A) && bytes > 8 && bytes <= 16 &&
                         DL.getTypeAllocSize(A.getType()).getFixedValue() < bytes
                     ? 2
                     : 1;
    Params.push_back({next, n, Vars[i]});
    next += n;
  }
  if (Params.size() == count && next == F.arg_size())
    return Params;
  Params.clear();
  SmallVector<const DILocalVariable *, 8> Own = parameterVariables(F, F.arg_size());
  for (unsigned i = 0; i < F.arg_size(); ++i)
    Params.push_back({i, 1, Own[i]});
  return Params;
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
  // Layouts of `struct wmc_kernel_field`, `struct wmc_kernel_arg` and
  // `struct wmc_kernel` in runtime/abi.h.
  StructType *FieldTy = StructType::get(Ctx, {I64Ty, PtrTy, I64Ty});
  StructType *ArgTy = StructType::get(Ctx, {I32Ty, I32Ty, PtrTy, I64Ty, I32Ty, PtrTy});
  StructType *KernelTy =
      StructType::get(Ctx, {PtrTy, PtrTy, I32Ty, PtrTy, Sites.siteType(), PtrTy});
  SmallVector<Constant *, 4> Entries;
  for (Function *F : Kernels) {
    std::string Name = kernelName(*F);
    SmallVector<SourceParam, 8> Params = sourceParams(*F, DL);
    SmallVector<Constant *, 8> Args;
    for (const SourceParam &P : Params) {
      const Argument &A = *F->getArg(P.firstArg);
      const DILocalVariable *V = P.var;
      SmallVector<PointerField, 4> Fields;
      uint32_t Kind = argumentKind(*F, A, V, Fields);
      Type *T = passedInMemory(A) && A.getPointeeInMemoryValueType()
                    ? A.getPointeeInMemoryValueType()
                    : A.getType();
      // A struct's size is its source size: split in two, no IR type has it.
      const DICompositeType *C = byValueComposite(V);
      uint64_t Size = C ? C->getSizeInBits() / 8 : DL.getTypeAllocSize(T).getFixedValue();
      Constant *FieldTable = ConstantPointerNull::get(PtrTy);
      if (!Fields.empty()) {
        SmallVector<Constant *, 4> FieldEntries;
        for (const PointerField &Fd : Fields)
          FieldEntries.push_back(ConstantStruct::get(
              FieldTy, {i64(Fd.offset), Sites.string(Fd.name), i64(Fd.elemSize)}));
        ArrayType *FT = ArrayType::get(FieldTy, FieldEntries.size());
        FieldTable =
            new GlobalVariable(M, FT, /*isConstant=*/true, GlobalValue::PrivateLinkage,
                               ConstantArray::get(FT, FieldEntries), "__wmc_kernel_fields");
      }
      Args.push_back(
          ConstantStruct::get(ArgTy, {i32(Kind), i32(Size),
                                      V && !V->getName().empty() ? Sites.string(V->getName())
                                                                 : ConstantPointerNull::get(PtrTy),
                                      i64(pointeeSize(V)), i32(Fields.size()), FieldTable}));
    }
    Constant *ArgTable = ConstantPointerNull::get(PtrTy);
    if (!Args.empty()) {
      ArrayType *T = ArrayType::get(ArgTy, Args.size());
      ArgTable = new GlobalVariable(M, T, /*isConstant=*/true, GlobalValue::PrivateLinkage,
                                    ConstantArray::get(T, Args), "__wmc_kernel_args");
    }

    // void __wmc_kernel.NAME(void **args): kernel(*(T0 *)args[0], ...), where
    // args[i] points at source parameter i's bytes: an IR argument in memory
    // gets that pointer, the others load their piece of it.
    auto *Tramp = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), {PtrTy}, false),
                                   GlobalValue::InternalLinkage, "__wmc_kernel." + F->getName(), M);
    IRBuilder<> B(BasicBlock::Create(Ctx, "", Tramp));
    SmallVector<Value *, 8> Values;
    for (const SourceParam &P : Params) {
      Value *Slot = B.CreateConstInBoundsGEP1_64(PtrTy, Tramp->getArg(0), &P - Params.begin());
      Value *Bytes = B.CreateLoad(PtrTy, Slot);
      if (P.numArgs == 1 && passedInMemory(*F->getArg(P.firstArg))) {
        Values.push_back(Bytes);
        continue;
      }
      SmallVector<Type *, 2> Pieces;
      for (unsigned k = 0; k < P.numArgs; ++k)
        Pieces.push_back(F->getArg(P.firstArg + k)->getType());
      const StructLayout *Layout = DL.getStructLayout(StructType::get(Ctx, Pieces));
      for (unsigned k = 0; k < P.numArgs; ++k) {
        uint64_t Offset = Layout->getElementOffset(k);
        Value *At = Offset ? B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Bytes, Offset) : Bytes;
        Values.push_back(B.CreateLoad(Pieces[k], At));
      }
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
        ConstantStruct::get(KernelTy, {Sites.string(Name), Tramp, i32(Params.size()), ArgTable,
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
