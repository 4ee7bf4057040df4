// Builds IR with an IRBuilder in a scratch function and evaluates it with
// LLVM's constant folder: the lowering's arithmetic on constant inputs.
#ifndef WMC_TEST_UNIT_INSTRUMENT_FOLDEDIR_H
#define WMC_TEST_UNIT_INSTRUMENT_FOLDEDIR_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

#include <gtest/gtest.h>

#include <functional>

namespace wmc::test {

class FoldedIR {
public:
  FoldedIR() : M("folded", Ctx), B(Ctx) {}

  llvm::LLVMContext Ctx;
  llvm::Module M;
  llvm::IRBuilder<> B;

  // The constant that Build's value folds to (null if it does not fold).
  llvm::Constant *fold(const std::function<llvm::Value *(llvm::IRBuilder<> &)> &Build) {
    auto *F = llvm::Function::Create(llvm::FunctionType::get(B.getVoidTy(), false),
                                     llvm::GlobalValue::ExternalLinkage, "f", M);
    auto *BB = llvm::BasicBlock::Create(Ctx, "entry", F);
    B.SetInsertPoint(BB);
    llvm::Value *V = Build(B);
    // Stored to a global so that the folded value can be read back.
    auto *Out = new llvm::GlobalVariable(M, V->getType(), false, llvm::GlobalValue::ExternalLinkage,
                                         llvm::Constant::getNullValue(V->getType()));
    auto *Store = B.CreateStore(V, Out);
    for (llvm::Instruction &I : llvm::make_early_inc_range(*BB))
      if (llvm::Constant *C = llvm::ConstantFoldInstruction(&I, M.getDataLayout())) {
        I.replaceAllUsesWith(C);
        I.eraseFromParent();
      }
    return llvm::dyn_cast<llvm::Constant>(Store->getValueOperand());
  }

  // Integer constants (sign-extended) and float constants, scalar or lane I.
  int64_t sint(llvm::Constant *C, unsigned I = 0) {
    return lane(C, I)->getUniqueInteger().getSExtValue();
  }
  uint64_t uint(llvm::Constant *C, unsigned I = 0) {
    return lane(C, I)->getUniqueInteger().getZExtValue();
  }
  uint64_t floatBits(llvm::Constant *C, unsigned I = 0) {
    auto *F = llvm::dyn_cast<llvm::ConstantFP>(lane(C, I));
    return F ? F->getValueAPF().bitcastToAPInt().getZExtValue() : ~uint64_t(0);
  }

private:
  llvm::Constant *lane(llvm::Constant *C, unsigned I) {
    if (!C) { // the IR did not fold to a constant: a failure, read as 0
      ADD_FAILURE() << "the IR did not fold to a constant";
      return llvm::ConstantInt::get(B.getInt64Ty(), 0);
    }
    return C->getType()->isVectorTy() ? C->getAggregateElement(I) : C;
  }
};

} // namespace wmc::test

#endif // WMC_TEST_UNIT_INSTRUMENT_FOLDEDIR_H
