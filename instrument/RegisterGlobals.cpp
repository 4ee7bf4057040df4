// The module constructor that tells the runtime where the module's mutable
// globals live, so it can restore them between executions and name them.
#include "Instrumenter.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

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
  SmallVector<Constant *, 16> Entries;
  for (GlobalVariable &GV : M.globals()) {
    if (!isRegistered(GV))
      continue;
    Type *T = GV.getValueType();
    Entries.push_back(ConstantStruct::get(
        EntryTy, {ConstantExpr::getPointerBitCastOrAddrSpaceCast(&GV, PtrTy),
                  ConstantInt::get(I64Ty, DL.getTypeAllocSize(T)),
                  Sites.string(SiteBuilder::sourceName(GV)),
                  ConstantInt::get(I64Ty, DL.getTypeAllocSize(elementType(T)))}));
  }
  if (Entries.empty())
    return false;
  NumRegisteredGlobals += Entries.size();

  ArrayType *TableTy = ArrayType::get(EntryTy, Entries.size());
  auto *Table = new GlobalVariable(M, TableTy, /*isConstant=*/true, GlobalValue::PrivateLinkage,
                                   ConstantArray::get(TableTy, Entries), "__wmc_globals");

  auto *Ctor = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                GlobalValue::InternalLinkage, "__wmc_module_ctor", M);
  IRBuilder<> B(BasicBlock::Create(Ctx, "", Ctor));
  B.CreateCall(callee(abi::Callee::RegisterGlobals),
               {Table, ConstantInt::get(I64Ty, Entries.size())});
  B.CreateRetVoid();
  appendToGlobalCtors(M, Ctor, CtorPriority);
  return true;
}

} // namespace wmc
