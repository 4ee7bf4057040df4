#include "OpenClCollectives.h"

#include "llvm/IR/Intrinsics.h"

#include <limits>

using namespace llvm;

namespace wmc {

std::optional<CollectiveSpec> parseCollectiveName(StringRef Base) {
  if (!Base.consume_front("work_group_"))
    return std::nullopt;
  if (Base == "broadcast")
    return CollectiveSpec{CollectiveSpec::Broadcast};
  if (Base == "all")
    return CollectiveSpec{CollectiveSpec::All};
  if (Base == "any")
    return CollectiveSpec{CollectiveSpec::Any};
  CollectiveSpec S{CollectiveSpec::Reduce};
  if (Base.consume_front("scan_inclusive_"))
    S.K = CollectiveSpec::ScanInclusive;
  else if (Base.consume_front("scan_exclusive_"))
    S.K = CollectiveSpec::ScanExclusive;
  else if (!Base.consume_front("reduce_"))
    return std::nullopt;
  if (Base == "add")
    S.O = CollectiveSpec::Add;
  else if (Base == "min")
    S.O = CollectiveSpec::Min;
  else if (Base == "max")
    S.O = CollectiveSpec::Max;
  else
    return std::nullopt;
  return S;
}

namespace {

// The identity of Op on T: 0, or T's largest / smallest value (infinities
// for floats), the first value of an exclusive scan.
Constant *identity(Type *T, CollectiveSpec::Op Op, bool Unsigned) {
  if (Op == CollectiveSpec::Add)
    return Constant::getNullValue(T);
  bool Min = Op == CollectiveSpec::Min;
  if (T->isFloatingPointTy())
    return ConstantFP::getInfinity(T, /*Negative=*/!Min);
  unsigned Bits = T->getIntegerBitWidth();
  APInt V = Min ? (Unsigned ? APInt::getMaxValue(Bits) : APInt::getSignedMaxValue(Bits))
                : (Unsigned ? APInt::getMinValue(Bits) : APInt::getSignedMinValue(Bits));
  return ConstantInt::get(T, V);
}

Value *combine(IRBuilder<> &B, CollectiveSpec::Op Op, Value *A, Value *V, bool Unsigned) {
  bool FP = A->getType()->isFloatingPointTy();
  switch (Op) {
  case CollectiveSpec::Add:
    return FP ? B.CreateFAdd(A, V) : B.CreateAdd(A, V);
  case CollectiveSpec::Min:
    return B.CreateBinaryIntrinsic(FP         ? Intrinsic::minnum
                                   : Unsigned ? Intrinsic::umin
                                              : Intrinsic::smin,
                                   A, V);
  default:
    return B.CreateBinaryIntrinsic(FP         ? Intrinsic::maxnum
                                   : Unsigned ? Intrinsic::umax
                                              : Intrinsic::smax,
                                   A, V);
  }
}

constexpr uint64_t SlotBytes = 8;

} // namespace

Value *lowerCollective(IRBuilder<> &B, CallBase &CB, const CollectiveSpec &S, Value *X,
                       bool Unsigned, ArrayRef<Value *> Ids, const CollectiveRuntime &RT) {
  Type *T = X->getType();
  bool IntOk = T->isIntegerTy(32) || T->isIntegerTy(64);
  if ((!IntOk && !T->isFloatTy() && !T->isDoubleTy()) || CB.getType() != T)
    return nullptr;
  if ((S.K == CollectiveSpec::All || S.K == CollectiveSpec::Any) && !T->isIntegerTy(32))
    return nullptr;
  if (S.K == CollectiveSpec::Broadcast) {
    if (Ids.empty() || Ids.size() > 3)
      return nullptr;
    for (Value *Id : Ids)
      if (!Id->getType()->isIntegerTy())
        return nullptr;
  }
  Type *I64 = B.getInt64Ty();
  Value *Count = B.CreateMul(B.CreateMul(RT.LocalSizes[0], RT.LocalSizes[1]), RT.LocalSizes[2]);
  Value *Base = B.CreateCall(RT.Scratch, {RT.Key, B.CreateMul(Count, B.getInt64(SlotBytes))});
  auto slot = [&](Value *I) {
    return B.CreateGEP(B.getInt8Ty(), Base, B.CreateMul(I, B.getInt64(SlotBytes)));
  };
  Align A(T->getPrimitiveSizeInBits() / 8);
  B.CreateAlignedStore(X, slot(RT.LocalId), A);
  B.CreateCall(RT.Barrier, {RT.Site});

  Value *Result;
  if (S.K == CollectiveSpec::Broadcast) {
    // The source's linear id: x + y * sx + z * sx * sy.
    Value *Lin = B.CreateZExtOrTrunc(Ids[0], I64);
    Value *Stride = RT.LocalSizes[0];
    for (size_t D = 1; D < Ids.size(); ++D) {
      Lin = B.CreateAdd(Lin, B.CreateMul(B.CreateZExtOrTrunc(Ids[D], I64), Stride));
      Stride = B.CreateMul(Stride, RT.LocalSizes[D]);
    }
    Result = B.CreateAlignedLoad(T, slot(Lin), A);
  } else {
    // A loop over the slots [0, Limit): all of them, or those up to the
    // work-item (inclusive scan) or before it (exclusive scan).
    Value *Limit = S.K == CollectiveSpec::ScanInclusive   ? B.CreateAdd(RT.LocalId, B.getInt64(1))
                   : S.K == CollectiveSpec::ScanExclusive ? RT.LocalId
                                                          : Count;
    bool Logical = S.K == CollectiveSpec::All || S.K == CollectiveSpec::Any;
    Type *AccT = Logical ? B.getInt1Ty() : T;
    Constant *Init = Logical ? ConstantInt::getBool(B.getContext(), S.K == CollectiveSpec::All)
                             : identity(T, S.O, Unsigned);
    BasicBlock *Pre = B.GetInsertBlock();
    Function *F = Pre->getParent();
    BasicBlock *Exit = Pre->splitBasicBlock(&CB, "wmc.collective.done");
    BasicBlock *Head = BasicBlock::Create(B.getContext(), "wmc.collective.loop", F, Exit);
    BasicBlock *Body = BasicBlock::Create(B.getContext(), "wmc.collective.read", F, Exit);
    Pre->getTerminator()->eraseFromParent();
    B.SetInsertPoint(Pre);
    B.CreateBr(Head);
    B.SetInsertPoint(Head);
    PHINode *I = B.CreatePHI(I64, 2, "wmc.slot");
    PHINode *Acc = B.CreatePHI(AccT, 2, "wmc.acc");
    B.CreateCondBr(B.CreateICmpULT(I, Limit), Body, Exit);
    B.SetInsertPoint(Body);
    Value *V = B.CreateAlignedLoad(T, slot(I), A);
    Value *Next;
    if (Logical) {
      Value *NonZero = B.CreateICmpNE(V, Constant::getNullValue(T));
      Next = S.K == CollectiveSpec::All ? B.CreateAnd(Acc, NonZero) : B.CreateOr(Acc, NonZero);
    } else {
      Next = combine(B, S.O, Acc, V, Unsigned);
    }
    Value *INext = B.CreateAdd(I, B.getInt64(1));
    B.CreateBr(Head);
    I->addIncoming(B.getInt64(0), Pre);
    I->addIncoming(INext, Body);
    Acc->addIncoming(Init, Pre);
    Acc->addIncoming(Next, Body);
    B.SetInsertPoint(&CB);
    Result = Logical ? B.CreateZExt(Acc, T) : static_cast<Value *>(Acc);
  }
  B.CreateCall(RT.Barrier, {RT.Site});
  return Result;
}

} // namespace wmc
