// The module constructor that tells the runtime where the module's mutable
// globals live, so it can restore them between executions and name them;
// it also passes the tables of GPU kernels and block-shared variables.
#include "Instrumenter.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#include <tuple>

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumRegisteredGlobals, "Globals registered with the runtime");

namespace wmc {
namespace {

// Runs before ordinary constructors (priority 65535) so the runtime knows
// every global before user code that may touch it runs.
constexpr int CtorPriority = 0;

bool isRegistered(const GlobalVariable &GV) {
  if (GV.isDeclaration() || GV.isConstant() || GV.isThreadLocal() ||
      GV.hasAvailableExternallyLinkage())
    return false;
  StringRef Name = GV.getName();
  return !Name.starts_with("llvm.") && !Name.starts_with(abi::ReservedPrefix);
}

// Reports name array elements by index, so report the innermost element.
Type *elementType(Type *T) {
  while (auto *AT = dyn_cast<ArrayType>(T))
    T = AT->getElementType();
  return T;
}

} // namespace

bool Instrumenter::registerGlobals() {
  LLVMContext &Ctx = M.getContext();
  // Layout of `struct wmc_global` in runtime/abi.h.
  StructType *EntryTy = StructType::get(Ctx, {PtrTy, I64Ty, PtrTy, I64Ty});
  auto Entry = [&](GlobalVariable &GV) {
    Type *T = GV.getValueType();
    return ConstantStruct::get(EntryTy,
                               {ConstantExpr::getPointerBitCastOrAddrSpaceCast(&GV, PtrTy),
                                ConstantInt::get(I64Ty, DL.getTypeAllocSize(T)),
                                Sites.string(SiteBuilder::sourceName(GV)),
                                ConstantInt::get(I64Ty, DL.getTypeAllocSize(elementType(T)))});
  };
  SmallVector<Constant *, 16> Entries, Shared;
  for (GlobalVariable &GV : M.globals()) {
    if (BlockSharedVars.contains(&GV))
      Shared.push_back(Entry(GV)); // names only: instances are per block
    else if (isRegistered(GV))
      Entries.push_back(Entry(GV));
  }
  NumRegisteredGlobals += Entries.size();
  for (auto [List, Register, Name] :
       {std::tuple(&Entries, abi::Callee::RegisterGlobals, "__wmc_globals"),
        std::tuple(&Shared, abi::Callee::RegisterBlockShared, "__wmc_block_shared")}) {
    if (List->empty())
      continue;
    ArrayType *TableTy = ArrayType::get(EntryTy, List->size());
    auto *Table = new GlobalVariable(M, TableTy, /*isConstant=*/true, GlobalValue::PrivateLinkage,
                                     ConstantArray::get(TableTy, *List), Name);
    Registrations.push_back({Register, Table, List->size()});
  }
  if (Registrations.empty())
    return false;

  auto *Ctor = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                GlobalValue::InternalLinkage, "__wmc_module_ctor", M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "", Ctor));
  for (const Registration &R : Registrations)
    B.CreateCall(callee(R.Register), {R.Table, ConstantInt::get(I64Ty, R.Count)});
  B.CreateRetVoid();
  appendToGlobalCtors(M, Ctor, CtorPriority);
  return true;
}

} // namespace wmc
