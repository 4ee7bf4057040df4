// Loop bookkeeping for the runtime: __wmc_loop_enter on entry into a loop
// and __wmc_loop_latch on each back edge, with the per-loop `spin` verdict
// of SpinRule that lets the runtime recognise await loops, and the `finite`
// verdict (a counted loop) that exempts a loop from the --wmc-unroll bound.
#include "Instrumenter.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumLoops, "Loops instrumented");
STATISTIC(NumSpinLoops, "Loops instrumented as spin loops");
STATISTIC(NumFiniteLoops, "Loops instrumented as counted (finite) loops");
STATISTIC(NumLoopsUnsplittable, "Loops skipped: entry edge cannot be split");
STATISTIC(NumLatchesUnsplittable, "Back edges skipped: cannot be split");

namespace wmc {
namespace {

bool isRealCall(const CallBase &CB) {
  if (CB.isInlineAsm())
    return false;
  const Function *F = CB.getCalledFunction();
  return !F || !F->isIntrinsic();
}

// Loops without events or calls are invisible to the runtime; leave them.
bool needsBookkeeping(const Loop &L) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (const auto *CB = dyn_cast<CallBase>(&I); CB && isRealCall(*CB))
        return true;
  return false;
}

// A loop whose number of iterations is fixed when it is entered (SCEV can
// bound its back-edge count by values available on entry): it cannot wait
// for another thread, so --wmc-unroll must not cut it. Waiting and retry
// loops exit on values they read inside the loop, which SCEV cannot bound.
bool isCountedLoop(const Loop &L, ScalarEvolution &SE) {
  return !isa<SCEVCouldNotCompute>(SE.getSymbolicMaxBackedgeTakenCount(&L));
}

// The block from which control enters L: the preheader, created if the
// header has several outside predecessors or a conditional one.
BasicBlock *entryBlock(Loop &L, DominatorTree &DT, LoopInfo &LI) {
  if (BasicBlock *Pre = L.getLoopPreheader())
    return Pre;
  return InsertPreheaderForLoop(&L, &DT, &LI, /*MSSAU=*/nullptr, /*PreserveLCSSA=*/false);
}

// A block that runs exactly when the back edge Latch -> Header is taken.
BasicBlock *backEdgeBlock(BasicBlock *Latch, BasicBlock *Header, DominatorTree &DT, LoopInfo &LI) {
  Instruction *Term = Latch->getTerminator();
  if (Term->getNumSuccessors() == 1)
    return Latch;
  // A conditional back edge also leaves the loop from here: give the back
  // edge its own block so the latch call does not run on exit.
  for (unsigned I = 0, E = Term->getNumSuccessors(); I != E; ++I)
    if (Term->getSuccessor(I) == Header)
      return SplitCriticalEdge(Term, I,
                               CriticalEdgeSplittingOptions(&DT, &LI)
                                   .setMergeIdenticalEdges()
                                   .unsetPreserveLoopSimplify());
  return nullptr;
}

// Where the bookkeeping calls claim to be: the loop's own location, else
// line 0 of the function, so calls in functions with debug info always
// carry a location (the verifier insists once the callee has one, e.g.
// under LTO with the runtime).
DebugLoc bookkeepingLoc(const Loop &L) {
  if (DebugLoc Loc = L.getStartLoc())
    return Loc;
  if (DISubprogram *SP = L.getHeader()->getParent()->getSubprogram())
    return DILocation::get(SP->getContext(), 0, 0, SP);
  return {};
}

void insertCall(BasicBlock *BB, FunctionCallee Callee, Constant *Desc, const DebugLoc &Loc) {
  IRBuilder<> B(BB->getTerminator());
  B.SetCurrentDebugLocation(Loc);
  B.CreateCall(Callee, {Desc});
}

} // namespace

bool Instrumenter::instrumentLoops(Function &F) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);

  // Decide for every loop before changing the CFG, so that bookkeeping
  // calls of inner loops do not influence the verdicts of outer ones.
  struct Plan {
    Loop *L;
    bool Spin;
    bool Finite;
  };
  // A fresh ScalarEvolution: the accesses were just rewritten into calls,
  // so nothing cached about F may be reused.
  ScalarEvolution SE(F, FAM.getResult<TargetLibraryAnalysis>(F),
                     FAM.getResult<AssumptionAnalysis>(F), DT, LI);
  SmallVector<Plan, 8> Plans;
  for (Loop *L : LI.getLoopsInPreorder())
    if (needsBookkeeping(*L))
      Plans.push_back({L, SpinCheck->isSpinLoop(*L), isCountedLoop(*L, SE)});

  bool Changed = false;
  for (const Plan &P : Plans) {
    Loop &L = *P.L;
    BasicBlock *Header = L.getHeader();
    Constant *Desc = Sites.loop(L, P.Spin, P.Finite);
    DebugLoc Loc = bookkeepingLoc(L);
    BasicBlock *Entry = entryBlock(L, DT, LI);
    if (!Entry) {
      ++NumLoopsUnsplittable; // entered from indirectbr / callbr
      continue;
    }
    insertCall(Entry, callee(abi::Callee::LoopEnter), Desc, Loc);

    SmallVector<BasicBlock *, 4> Latches;
    L.getLoopLatches(Latches);
    for (BasicBlock *Latch : Latches) {
      BasicBlock *Where = backEdgeBlock(Latch, Header, DT, LI);
      if (!Where) {
        ++NumLatchesUnsplittable;
        continue;
      }
      insertCall(Where, callee(abi::Callee::LoopLatch), Desc, Loc);
    }
    Changed = true;
    ++NumLoops;
    NumSpinLoops += P.Spin;
    NumFiniteLoops += P.Finite;
  }
  return Changed;
}

} // namespace wmc
