// wmc-scope on CUDA, OpenCL C and <wmc/gpu.h> snippets: exact lines,
// messages, notes and fix-its, and silence on correct scopes.
#include "AstFixture.h"

#include "Analyze.h"

#include "clang/Lex/Lexer.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

struct Checked {
  std::unique_ptr<clang::ASTUnit> unit;
  std::vector<Finding> findings;

  unsigned line(clang::SourceLocation loc) const { return lineOf(*unit, loc); }
  // The source text a fix-it replaces.
  std::string replaced(const Edit &edit) const {
    return clang::Lexer::getSourceText(edit.range, unit->getSourceManager(), unit->getLangOpts())
        .str();
  }
};

Checked check(std::string_view code, Lang lang) {
  Checked c;
  c.unit = parse(code, lang);
  if (c.unit) {
    AnalysisOptions options;
    options.enabled = {CheckKind::Scope};
    c.findings = analyzeTranslationUnit(c.unit->getASTContext(), options);
  }
  return c;
}

TEST(ScopeCheckCuda, BlockAtomicOnDeviceVariable) {
  Checked c = check(R"(__device__ unsigned counter;
__global__ void count() {
  atomicAdd_block(&counter, 1u);
}
)",
                    Lang::Cuda);
  ASSERT_EQ(c.findings.size(), 1u);
  const Finding &f = c.findings[0];
  EXPECT_EQ(f.check, CheckKind::Scope);
  EXPECT_EQ(c.line(f.loc), 3u);
  EXPECT_EQ(f.message, "'atomicAdd_block' is atomic only within one block, but it accesses "
                       "global memory ('counter') that threads of other blocks can reach at the "
                       "same address; use device scope");
  ASSERT_EQ(f.notes.size(), 1u);
  EXPECT_EQ(c.line(f.notes[0].loc), 1u);
  EXPECT_EQ(f.notes[0].message, "'counter' is in global memory that every block can access");
  ASSERT_EQ(f.fixits.size(), 1u);
  EXPECT_EQ(c.replaced(f.fixits[0]), "atomicAdd_block");
  EXPECT_EQ(f.fixits[0].replacement, "atomicAdd");
}

TEST(ScopeCheckCuda, KernelArgumentIndexedByThreadOnly) {
  Checked c = check(R"(__global__ void k(unsigned *out, unsigned *confined) {
  atomicAdd_block(&confined[blockIdx.x], 1u);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicMax_block(confined + i, 1u);
  atomicCAS_block(&out[threadIdx.x], 0u, 1u);
}
)",
                    Lang::Cuda);
  ASSERT_EQ(c.findings.size(), 1u);
  EXPECT_EQ(c.line(c.findings[0].loc), 5u);
  ASSERT_EQ(c.findings[0].notes.size(), 1u);
  EXPECT_EQ(c.findings[0].notes[0].message,
            "'out' points to global memory that every block can access");
  ASSERT_EQ(c.findings[0].fixits.size(), 1u);
  EXPECT_EQ(c.findings[0].fixits[0].replacement, "atomicCAS");
}

TEST(ScopeCheckCuda, SharedLocalAndUnknownMemoryAreSilent) {
  Checked c = check(R"(__device__ void helper(unsigned *p) { atomicAdd_block(p, 1u); }
__global__ void k(const unsigned *data) {
  __shared__ unsigned bins[4];
  unsigned mine = 0;
  atomicAdd_block(&bins[data[threadIdx.x] % 4], 1u);
  atomicAdd_block(&mine, 1u);
  helper(bins);
}
)",
                    Lang::Cuda);
  EXPECT_TRUE(c.findings.empty());
}

TEST(ScopeCheckCuda, LambdaAndHelperParametersAreUnknown) {
  Checked c = check(R"(__global__ void k(unsigned *out) {
  auto add = [](unsigned *p) { atomicAdd_block(p, 1u); };
  add(out);
}
)",
                    Lang::Cuda);
  EXPECT_TRUE(c.findings.empty());
}

TEST(ScopeCheckCuda, SingleBlockLaunchesAreSilent) {
  const char *code = R"(__device__ unsigned counter;
__global__ void k() { atomicAdd_block(&counter, 1u); }
int main() {
  k<<<1, 4>>>();
  k<<<GRID, 4>>>();
  return 0;
}
)";
  EXPECT_TRUE(check(std::string("#define GRID 1\n") + code, Lang::Cuda).findings.empty());
  Checked two = check(std::string("#define GRID 2\n") + code, Lang::Cuda);
  ASSERT_EQ(two.findings.size(), 1u);
  EXPECT_EQ(two.line(two.findings[0].loc), 3u);
}

TEST(ScopeCheckCuda, DeviceFunctionsInheritTheLaunchShapeOfTheirCallers) {
  const char *code = R"(__device__ unsigned counter;
__device__ void bump() { atomicAdd_block(&counter, 1u); }
__global__ void one() { bump(); }
__global__ void many() { bump(); }
int main() {
  one<<<1, 4>>>();
  many<<<GRID, 4>>>();
  return 0;
}
)";
  EXPECT_TRUE(check(std::string("#define GRID 1\n") + code, Lang::Cuda).findings.empty());
  Checked two = check(std::string("#define GRID 2\n") + code, Lang::Cuda);
  ASSERT_EQ(two.findings.size(), 1u);
  EXPECT_EQ(two.line(two.findings[0].loc), 3u);
}

TEST(ScopeCheckCuda, AtomicRefWidensTheScopeArgument) {
  Checked c = check(R"(#include <cuda/atomic>
__device__ int X;
__global__ void k() {
  cuda::atomic_ref<int, cuda::thread_scope_block> x(X);
  x.store(1, cuda::memory_order_release);
  x.load(cuda::memory_order_acquire);
  __shared__ int S;
  cuda::atomic_ref<int, cuda::thread_scope_block> s(S);
  s.store(1);
}
)",
                    Lang::Cuda);
  ASSERT_EQ(c.findings.size(), 1u); // one per written scope, not per use
  const Finding &f = c.findings[0];
  EXPECT_EQ(c.line(f.loc), 5u);
  EXPECT_EQ(f.message.substr(0, 44), "'store' is atomic only within one block, but");
  ASSERT_EQ(f.notes.size(), 2u);
  EXPECT_EQ(c.line(f.notes[0].loc), 4u);
  EXPECT_EQ(f.notes[0].message, "the block scope is chosen here");
  EXPECT_EQ(c.line(f.notes[1].loc), 2u);
  ASSERT_EQ(f.fixits.size(), 1u);
  EXPECT_EQ(c.line(f.fixits[0].range.getBegin()), 4u);
  EXPECT_EQ(c.replaced(f.fixits[0]), "thread_scope_block");
  EXPECT_EQ(f.fixits[0].replacement, "thread_scope_device");
}

TEST(ScopeCheckCuda, AtomicObjectOnDeviceVariable) {
  Checked c = check(R"(#include <cuda/atomic>
__device__ cuda::atomic<unsigned, cuda::thread_scope_block> hits;
__global__ void k() {
  __shared__ cuda::atomic<unsigned, cuda::thread_scope_block> local;
  local.fetch_add(1);
  hits.fetch_add(1);
  hits++;
}
)",
                    Lang::Cuda);
  ASSERT_EQ(c.findings.size(), 1u);
  EXPECT_EQ(c.line(c.findings[0].loc), 6u);
  ASSERT_EQ(c.findings[0].fixits.size(), 1u);
  EXPECT_EQ(c.line(c.findings[0].fixits[0].range.getBegin()), 2u);
  EXPECT_EQ(c.findings[0].fixits[0].replacement, "thread_scope_device");
}

TEST(ScopeCheckCuda, BlockFenceBeforeGlobalFlag) {
  Checked c = check(R"(__device__ int data, flag;
__global__ void publish(int *shared_unused) {
  data = 42;
  __threadfence_block();
  atomicExch(&flag, 1);
}
__global__ void within_block() {
  __shared__ int ready;
  __threadfence_block();
  atomicExch(&ready, 1);
}
)",
                    Lang::Cuda);
  ASSERT_EQ(c.findings.size(), 1u);
  const Finding &f = c.findings[0];
  EXPECT_EQ(c.line(f.loc), 4u);
  EXPECT_EQ(f.message, "'__threadfence_block' orders memory only for the threads of this block, "
                       "but the atomic after it accesses global memory ('flag') that threads of "
                       "other blocks observe; use a device-scope fence");
  ASSERT_EQ(f.notes.size(), 2u);
  EXPECT_EQ(c.line(f.notes[0].loc), 5u);
  EXPECT_EQ(c.line(f.notes[1].loc), 1u);
  ASSERT_EQ(f.fixits.size(), 1u);
  EXPECT_EQ(f.fixits[0].replacement, "__threadfence");
}

TEST(ScopeCheckOpenCl, WorkGroupScopeOnGlobalArgument) {
  Checked c = check(
      R"(kernel void k(global atomic_int *c, local atomic_int *l, global atomic_int *per_group) {
  atomic_fetch_add_explicit(c, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_add_explicit(l, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_add_explicit(&per_group[get_group_id(0)], 1, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_add_explicit(c, 1, memory_order_relaxed, memory_scope_device);
}
)",
      Lang::OpenCl);
  ASSERT_EQ(c.findings.size(), 1u);
  const Finding &f = c.findings[0];
  EXPECT_EQ(c.line(f.loc), 2u);
  EXPECT_EQ(f.message, "'atomic_fetch_add_explicit' is atomic only within one work-group, but it "
                       "accesses global memory ('c') that threads of other work-groups can reach "
                       "at the same address; use device scope");
  ASSERT_EQ(f.fixits.size(), 1u);
  EXPECT_EQ(c.replaced(f.fixits[0]), "memory_scope_work_group");
  EXPECT_EQ(f.fixits[0].replacement, "memory_scope_device");
}

TEST(ScopeCheckOpenCl, GlobalPointerOfAHelperMayBeConfinedByItsCaller) {
  Checked c = check(R"(void add(global atomic_int *p) {
  atomic_fetch_add_explicit(p, 1, memory_order_relaxed, memory_scope_work_group);
}
kernel void k(global atomic_int *per_group) { add(&per_group[get_group_id(0)]); }
)",
                    Lang::OpenCl);
  EXPECT_TRUE(c.findings.empty());
}

TEST(ScopeCheckOpenCl, ScopeFromAMacroBodyHasNoFixit) {
  Checked c = check(R"(#define SCOPE memory_scope_work_group
kernel void k(global atomic_int *c) {
  atomic_store_explicit(c, 1, memory_order_release, SCOPE);
}
)",
                    Lang::OpenCl);
  ASSERT_EQ(c.findings.size(), 1u);
  EXPECT_EQ(c.line(c.findings[0].loc), 3u);
  EXPECT_TRUE(c.findings[0].fixits.empty());
}

TEST(ScopeCheckOpenCl, WorkItemFenceOnGlobalMemoryBeforeGlobalFlag) {
  Checked c = check(R"(kernel void k(global int *data, global atomic_int *flag) {
  data[0] = 1;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(flag, 2, memory_order_relaxed, memory_scope_device);
}
)",
                    Lang::OpenCl);
  ASSERT_EQ(c.findings.size(), 1u);
  EXPECT_EQ(c.line(c.findings[0].loc), 3u);
  ASSERT_EQ(c.findings[0].fixits.size(), 1u);
  EXPECT_EQ(c.findings[0].fixits[0].replacement, "memory_scope_device");
}

TEST(ScopeCheckGpuH, ScopedAtomicsOnGlobalsAndLaunchArguments) {
  const char *code = R"(#include <wmc/gpu.h>
int X;
static void kernel(void *arg) {
  int *p = (int *)arg;
  wmc_atomic_store(&X, 1, WMC_RELEASE, WMC_SCOPE_BLOCK);
  wmc_atomic_fetch_add(p, 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
  wmc_atomic_fetch_add(&p[wmc_block_idx()], 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
  wmc_atomic_fetch_add(p, 1, WMC_RELAXED, WMC_SCOPE_DEVICE);
}
int main(void) {
  static int buffer[4];
  wmc_gpu_launch(BLOCKS, 2, kernel, buffer);
  return 0;
}
)";
  Checked two = check(std::string("#define BLOCKS 2\n") + code, Lang::C);
  ASSERT_EQ(two.findings.size(), 2u);
  EXPECT_EQ(two.line(two.findings[0].loc), 6u);
  EXPECT_EQ(two.findings[0].message.substr(0, 46),
            "'wmc_atomic_store' is atomic only within one b");
  ASSERT_EQ(two.findings[0].fixits.size(), 1u);
  EXPECT_EQ(two.replaced(two.findings[0].fixits[0]), "WMC_SCOPE_BLOCK");
  EXPECT_EQ(two.findings[0].fixits[0].replacement, "WMC_SCOPE_DEVICE");
  EXPECT_EQ(two.line(two.findings[0].fixits[0].range.getBegin()), 6u);
  EXPECT_EQ(two.line(two.findings[1].loc), 7u);
  EXPECT_EQ(two.findings[1].notes.at(0).message,
            "'arg' points to global memory that every block can access");
  EXPECT_TRUE(check(std::string("#define BLOCKS 1\n") + code, Lang::C).findings.empty());
}

} // namespace
} // namespace wmc::analysis::test
