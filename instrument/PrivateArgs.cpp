#include "PrivateArgs.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace wmc {

void setPrivateArgs(Function &F, ArrayRef<unsigned> Indices) {
  LLVMContext &Ctx = F.getContext();
  SmallVector<Metadata *, 4> Ops;
  for (unsigned I : Indices)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), I)));
  F.setMetadata(PrivateArgsMetadata, MDNode::get(Ctx, Ops));
}

bool isPrivateArgAccess(const Function &F, const Value *Ptr) {
  const MDNode *Node = F.getMetadata(PrivateArgsMetadata);
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

} // namespace wmc
