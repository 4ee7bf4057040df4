#include "PrivateArgs.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace wmc {

namespace {

void setArgs(Function &F, StringRef Kind, ArrayRef<unsigned> Indices) {
  LLVMContext &Ctx = F.getContext();
  SmallVector<Metadata *, 4> Ops;
  for (unsigned I : Indices)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), I)));
  F.setMetadata(Kind, MDNode::get(Ctx, Ops));
}

bool isArgAccess(const Function &F, StringRef Kind, const Value *Ptr) {
  const MDNode *Node = F.getMetadata(Kind);
  if (!Node)
    return false;
  auto isListed = [&](const Argument *A) {
    for (const MDOperand &Op : Node->operands())
      if (const auto *C = mdconst::dyn_extract<ConstantInt>(Op))
        if (C->getZExtValue() == A->getArgNo())
          return true;
    return false;
  };
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects, /*LI=*/nullptr, /*MaxLookup=*/0);
  if (Objects.empty())
    return false;
  for (const Value *Object : Objects) {
    const auto *A = dyn_cast<Argument>(Object);
    if (!A || A->getParent() != &F || !isListed(A))
      return false;
  }
  return true;
}

} // namespace

void setPrivateArgs(Function &F, ArrayRef<unsigned> Indices) {
  setArgs(F, PrivateArgsMetadata, Indices);
}

void setReadOnlyArgs(Function &F, ArrayRef<unsigned> Indices) {
  setArgs(F, ReadOnlyArgsMetadata, Indices);
}

bool isPrivateArgAccess(const Function &F, const Value *Ptr) {
  return isArgAccess(F, PrivateArgsMetadata, Ptr);
}

bool isReadOnlyArgAccess(const Function &F, const Value *Ptr) {
  return isArgAccess(F, ReadOnlyArgsMetadata, Ptr);
}

} // namespace wmc
