// The spin-loop verdict (instrument/SpinRule.h) on hand-written IR: a wait
// loop whose bound reads the launch geometry is a spin loop, one that calls
// an unknown function is not.
#include "SpinRule.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace llvm;

namespace wmc {
namespace {

// `while (*(volatile unsigned *)&flag < BOUND) {}` as instrumented: the
// load is a runtime read call, BOUND the value %bound computes.
std::string waitLoop(const std::string &Bound) {
  return R"(
@flag = global i32 0
declare i64 @__wmc_load(ptr, i32, i32, ptr)
declare { i64, i32 } @__wmc_gpu_thread_idx()
declare { i64, i32 } @__wmc_gpu_block_idx()
declare { i64, i32 } @__wmc_gpu_block_dim()
declare { i64, i32 } @__wmc_gpu_grid_dim()
declare i32 @unknown()
define void @f() {
entry:
  br label %header
header:
  %v64 = call i64 @__wmc_load(ptr @flag, i32 4, i32 0, ptr null)
  %v = trunc i64 %v64 to i32
)" + Bound + R"(
  %lt = icmp ult i32 %v, %bound
  br i1 %lt, label %header, label %exit
exit:
  ret void
}
)";
}

bool isSpin(const std::string &Bound) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(waitLoop(Bound), Err, Ctx);
  EXPECT_TRUE(M) << Err.getMessage().str();
  if (!M)
    return false;
  Function &F = *M->getFunction("f");
  DominatorTree DT(F);
  LoopInfo LI(DT);
  EXPECT_EQ(LI.getTopLevelLoops().size(), 1u);
  const Function *Load = M->getFunction("__wmc_load");
  SpinRule Rule({Load}, {});
  return Rule.isSpinLoop(*LI.getTopLevelLoops().front());
}

TEST(SpinRule, ConstantBoundIsASpinLoop) { EXPECT_TRUE(isSpin("  %bound = add i32 0, 2")); }

// The defect: gridDim.x is a call the declarations mark with nothing, so
// the loop counted as one with effects and was unrolled to the bound.
TEST(SpinRule, GeometryBoundsAreSpinLoops) {
  for (const char *Query : {"grid_dim", "block_dim", "block_idx", "thread_idx"}) {
    std::string Bound = std::string("  %d = call { i64, i32 } @__wmc_gpu_") + Query +
                        "()\n  %xy = extractvalue { i64, i32 } %d, 0\n"
                        "  %bound = trunc i64 %xy to i32";
    EXPECT_TRUE(isSpin(Bound)) << Query;
  }
}

TEST(SpinRule, AnUnknownCallIsNoSpinLoop) {
  EXPECT_FALSE(isSpin("  %bound = call i32 @unknown()"));
}

} // namespace
} // namespace wmc
