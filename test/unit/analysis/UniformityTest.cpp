#include "Uniformity.h"
#include "AstFixture.h"
#include "GpuSnippet.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

// Which of `names` vary between the threads of a block in kernel `k`.
std::vector<std::string> varyingVars(std::string_view code, Lang lang,
                                     std::vector<std::string> names,
                                     std::string_view function = "k") {
  std::unique_ptr<clang::ASTUnit> unit = parse(code, lang);
  if (!unit)
    return {"<parse error>"};
  std::vector<const clang::FunctionDecl *> functions;
  for (const clang::Decl *decl : unit->getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *fn = llvm::dyn_cast<clang::FunctionDecl>(decl);
        fn && fn->doesThisDeclarationHaveABody() &&
        unit->getSourceManager().isInMainFile(fn->getLocation()))
      functions.push_back(fn);
  Uniformity uniformity(unit->getASTContext());
  uniformity.analyzeCallers(functions);
  const clang::FunctionDecl *fn = functionNamed(*unit, function);
  if (!fn)
    return {"<no function>"};
  const FunctionUniformity &analysis = uniformity.of(fn);
  std::vector<std::string> varying;
  for (const std::string &name : names) {
    const clang::VarDecl *var = varNamed(fn, name);
    if (!var)
      varying.push_back("<no " + name + ">");
    else if (analysis.isVarying(var))
      varying.push_back(name);
  }
  return varying;
}

using Names = std::vector<std::string>;

TEST(Uniformity, CudaBuiltinsAndArguments) {
  EXPECT_EQ(varyingVars(R"(__global__ void k(int *p, int n) {
  unsigned t = threadIdx.x;
  unsigned y = threadIdx.y + 1;
  unsigned b = blockIdx.x * blockDim.x;
  unsigned g = b + threadIdx.x;
  unsigned dims = gridDim.x * n;
  int c = 42;
  int loaded = p[blockIdx.x];
  int mine = p[t];
}
)",
                        Lang::Cuda, {"p", "n", "t", "y", "b", "g", "dims", "c", "loaded", "mine"}),
            (Names{"t", "y", "g", "mine"}));
}

TEST(Uniformity, LoopsMergeEveryDefinition) {
  EXPECT_EQ(varyingVars(R"(__global__ void k(int n) {
  unsigned s = blockDim.x / 2;
  for (; s > 0; s >>= 1) {}
  int count = 0;
  for (int i = 0; i < threadIdx.x; ++i)
    count += 2;
  int sum = 0;
  for (int j = 0; j < n; ++j)
    sum += j;
}
)",
                        Lang::Cuda, {"s", "count", "i", "sum", "j"}),
            (Names{"count", "i"}));
}

TEST(Uniformity, ControlDependenceMakesAssignmentsVary) {
  EXPECT_EQ(varyingVars(R"(__global__ void k(int n) {
  int flag = 0;
  if (threadIdx.x == 0)
    flag = 1;
  int other = 0;
  if (blockIdx.x == 0)
    other = 1;
  int tern = threadIdx.x > 4 ? 1 : 2;
  int after = 0;
  for (int i = 0; i < n; ++i) {
    if (threadIdx.x == i)
      break;
    after = i;
  }
}
)",
                        Lang::Cuda, {"flag", "other", "tern", "after"}),
            (Names{"flag", "tern", "after"}));
}

TEST(Uniformity, AtomicResultsVaryAndHelpersAreSummarised) {
  EXPECT_EQ(varyingVars(R"(__device__ unsigned lane() { return threadIdx.x % 32; }
__device__ int twice(int v) { return 2 * v; }
__global__ void k(int *counter) {
  int ticket = atomicAdd(counter, 1);
  unsigned l = lane();
  int u = twice(blockIdx.x);
  int v = twice(threadIdx.x);
}
)",
                        Lang::Cuda, {"ticket", "l", "u", "v"}),
            (Names{"ticket", "l", "v"}));
}

TEST(Uniformity, VaryingArgumentsReachHelperParameters) {
  const char *code = R"(__device__ int helper(int a, int b) { return a + b; }
__global__ void k() { helper(threadIdx.x, blockIdx.x); }
)";
  EXPECT_EQ(varyingVars(code, Lang::Cuda, {"a", "b"}, "helper"), (Names{"a"}));
}

TEST(Uniformity, ClangRealHeaderSpelling) {
  EXPECT_EQ(varyingVars(R"(#undef threadIdx
struct __cuda_builtin_threadIdx_t { unsigned x, y, z; };
extern __device__ const __cuda_builtin_threadIdx_t threadIdx;
__global__ void k() {
  unsigned t = threadIdx.x;
  unsigned b = blockIdx.x;
}
)",
                        Lang::Cuda, {"t", "b"}),
            (Names{"t"}));
}

TEST(Uniformity, OpenClWorkItemFunctions) {
  EXPECT_EQ(varyingVars(R"(kernel void k(global int *p, local int *tmp) {
  size_t l = get_local_id(0);
  size_t g = get_global_id(0);
  size_t grp = get_group_id(0);
  size_t size = get_local_size(0) * get_num_groups(0);
  int old = atomic_inc(p);
  int shared = tmp[grp];
}
)",
                        Lang::OpenCl, {"p", "tmp", "l", "g", "grp", "size", "old", "shared"}),
            (Names{"l", "g", "old"}));
}

TEST(Uniformity, WmcGpuThreadIds) {
  EXPECT_EQ(varyingVars(R"(#include <wmc/gpu.h>
static void k(void *arg) {
  unsigned t = wmc_thread_idx();
  unsigned b = wmc_block_idx() * wmc_block_dim();
  int *counter = (int *)arg;
  int seen = wmc_atomic_fetch_add(counter, 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
}
)",
                        Lang::C, {"t", "b", "counter", "seen"}),
            (Names{"t", "seen"}));
}

TEST(Uniformity, DivergenceCauseIsTheVaryingCondition) {
  std::unique_ptr<clang::ASTUnit> unit = parse(R"(__global__ void k(int n) {
  if (n > 2) {
    if (threadIdx.x < 4) {
      if (blockIdx.x == 1)
        __syncthreads();
    }
  }
}
)",
                                               Lang::Cuda);
  ASSERT_TRUE(unit);
  const clang::FunctionDecl *fn = functionNamed(*unit, "k");
  Uniformity uniformity(unit->getASTContext());
  const FunctionUniformity &analysis = uniformity.of(fn);
  std::vector<const clang::Expr *> conditions = ifConditions(fn);
  ASSERT_EQ(conditions.size(), 3u);
  EXPECT_TRUE(analysis.isUniform(conditions[0]));
  EXPECT_FALSE(analysis.isUniform(conditions[1]));
  EXPECT_TRUE(analysis.isUniform(conditions[2]));
  // The innermost if runs under the varying one.
  EXPECT_EQ(analysis.divergenceCause(analysis.blockOf(conditions[2])), conditions[1]);
  EXPECT_EQ(analysis.divergenceCause(analysis.blockOf(conditions[1])), nullptr);
}

} // namespace
} // namespace wmc::analysis::test
