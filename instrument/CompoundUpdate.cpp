#include "CompoundUpdate.h"
#include "SanitizerLocals.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace wmc {
namespace {

/// Is `v` computed from `load` by instructions of its block that touch no
/// memory (the arithmetic of the update)?
bool computedFrom(const Value *v, const LoadInst &load, unsigned depth = 0) {
  if (v == &load)
    return true;
  const auto *I = dyn_cast<Instruction>(v);
  if (!I || depth > 8 || I->mayReadOrWriteMemory() || isa<PHINode>(I))
    return false;
  for (const Value *op : I->operands())
    if (computedFrom(op, load, depth + 1))
      return true;
  return false;
}

bool sameLocation(const Instruction &a, const Instruction &b) {
  const DebugLoc &la = a.getDebugLoc(), &lb = b.getDebugLoc();
  return la && lb && la.getLine() != 0 && la.getLine() == lb.getLine() &&
         la.getCol() == lb.getCol() && la.getScope() == lb.getScope();
}

} // namespace

void findCompoundUpdates(Function &F, SmallPtrSetImpl<const Instruction *> &out) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      const auto *store = dyn_cast<StoreInst>(&I);
      if (!store || !store->isSimple())
        continue;
      // The load: the nearest earlier memory access, with nothing but
      // arithmetic (and debug records) in between, in the store's block or,
      // past its start, in the one block that leads to it through a
      // sanitizer's check (-fsanitize=undefined puts an overflow check
      // between the add and the store).
      const Instruction *p = store->getPrevNode();
      bool crossed = false;
      while (true) {
        if (!p) {
          const BasicBlock *above = store->getParent()->getSinglePredecessor();
          if (crossed || !above || !isSanitizerCheck(*above->getTerminator()))
            break;
          p = above->getTerminator();
          crossed = true;
          continue;
        }
        if (const auto *load = dyn_cast<LoadInst>(p)) {
          if (load->isSimple() && load->getPointerOperand() == store->getPointerOperand() &&
              load->getType() == store->getValueOperand()->getType() &&
              sameLocation(*load, *store) && computedFrom(store->getValueOperand(), *load)) {
            out.insert(load);
            out.insert(store);
          }
          break;
        }
        if (!isa<DbgInfoIntrinsic>(p) && p->mayReadOrWriteMemory())
          break;
        p = p->getPrevNode();
      }
    }
}

} // namespace wmc
