#include "CheckReport.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

std::vector<FindingReport> divergent(std::string_view code, Lang lang = Lang::Cuda) {
  return report(code, lang, CheckKind::DivergentBarrier);
}

const std::string kSyncMessage =
    "barrier '__syncthreads' is not reached by every thread of the block: it depends on a "
    "condition that differs between threads";
const std::string kOclMessage =
    "barrier 'barrier' is not reached by every thread of the block: it depends on a condition "
    "that differs between threads";
const std::string kNote = "this condition differs between threads of the block";

void expectOne(const std::vector<FindingReport> &found, unsigned line, const std::string &message,
               unsigned noteLine) {
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, line);
  EXPECT_EQ(found[0].message, message);
  ASSERT_EQ(found[0].notes.size(), 1u);
  EXPECT_EQ(found[0].notes[0].line, noteLine);
  EXPECT_EQ(found[0].notes[0].message, kNote);
  EXPECT_TRUE(found[0].fixits.empty());
}

TEST(DivergentBarrier, BarrierUnderThreadIdConditionIsWarned) {
  expectOne(divergent(R"(__global__ void k(int *p) {
  p[threadIdx.x] = 1;
  if (threadIdx.x < 16)
    __syncthreads();
  p[threadIdx.x] = 2;
}
)"),
            4, kSyncMessage, 3);
}

TEST(DivergentBarrier, ThreadParityThroughALocalIsWarned) {
  expectOne(divergent(R"(__global__ void k() {
  int tid = threadIdx.x;
  int odd = tid % 2;
  if (odd)
    __syncthreads();
}
)"),
            5, kSyncMessage, 4);
}

TEST(DivergentBarrier, UniformConditionsAreSilent) {
  EXPECT_TRUE(divergent(R"(__global__ void k(int *p, int n) {
  if (blockIdx.x == 0)
    __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      p[threadIdx.x] += p[threadIdx.x + s];
    __syncthreads();
  }
  if (n > 4 && gridDim.x > 1)
    __syncthreads();
  for (int i = 0; i < 8; ++i)
    __syncthreads();
}
)")
                  .empty());
}

TEST(DivergentBarrier, EarlyReturnOnThreadIdIsWarned) {
  expectOne(divergent(R"(__global__ void k(int *p, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i] = 1;
  __syncthreads();
}
)"),
            6, kSyncMessage, 3);
}

TEST(DivergentBarrier, ThreadDependentLoopBoundIsWarned) {
  expectOne(divergent(R"(__global__ void k(int *p) {
  for (int i = 0; i < threadIdx.x; ++i)
    __syncthreads();
}
)"),
            3, kSyncMessage, 2);
}

TEST(DivergentBarrier, VariableAssignedUnderDivergentConditionIsVarying) {
  expectOne(divergent(R"(__global__ void k() {
  int go = 0;
  if (threadIdx.x == 0)
    go = 1;
  if (go)
    __syncthreads();
}
)"),
            6, kSyncMessage, 5);
}

TEST(DivergentBarrier, AtomicResultIsVarying) {
  expectOne(divergent(R"(__global__ void k(int *counter) {
  int ticket = atomicAdd(counter, 1);
  if (ticket == 0)
    __syncthreads();
}
)"),
            4, kSyncMessage, 3);
}

TEST(DivergentBarrier, SharedValueAfterBarrierIsUniform) {
  EXPECT_TRUE(divergent(R"(__global__ void k(const int *in) {
  __shared__ int flag;
  if (threadIdx.x == 0)
    flag = in[blockIdx.x];
  __syncthreads();
  if (flag)
    __syncthreads();
}
)")
                  .empty());
}

TEST(DivergentBarrier, HelperWaitingAtBarrierCountsAsBarrier) {
  auto found = divergent(R"(__device__ void sync() { __syncthreads(); }
__global__ void k() {
  if (threadIdx.x & 1)
    sync();
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 4u);
  EXPECT_EQ(found[0].message,
            "call to 'sync', which waits at a barrier, is not reached by every thread of the "
            "block: it depends on a condition that differs between threads");
  EXPECT_EQ(found[0].notes[0].line, 3u);
}

TEST(DivergentBarrier, VaryingArgumentMakesTheHelperParameterVary) {
  expectOne(divergent(R"(__device__ void maybeSync(int n) {
  if (n < 4)
    __syncthreads();
}
__global__ void k() { maybeSync(threadIdx.x); }
__global__ void u() { maybeSync(blockIdx.x); }
)"),
            3, kSyncMessage, 2);
}

TEST(DivergentBarrier, HelperReturningThreadIdIsVarying) {
  expectOne(divergent(R"(__device__ unsigned lane() { return threadIdx.x % 32; }
__global__ void k() {
  if (lane() == 0)
    __syncthreads();
}
)"),
            4, kSyncMessage, 3);
}

TEST(DivergentBarrier, OpenClLocalIdIsWarnedAndGroupIdIsNot) {
  expectOne(divergent(R"(kernel void k(global int *p) {
  if (get_group_id(0) == 0)
    barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_size(0) > 4)
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
  size_t l = get_local_id(0);
  if (l < 2)
    barrier(CLK_LOCAL_MEM_FENCE);
}
)",
                      Lang::OpenCl),
            8, kOclMessage, 7);
}

TEST(DivergentBarrier, OpenClGlobalIdInLoopConditionIsWarned) {
  expectOne(divergent(R"(kernel void k(global int *p, int n) {
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0)) {
    p[i] = 0;
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
)",
                      Lang::OpenCl),
            4, kOclMessage, 2);
}

TEST(DivergentBarrier, WmcGpuThreadIdIsWarned) {
  auto found = divergent(R"(#include <wmc/gpu.h>
static void k(void *arg) {
  (void)arg;
  if (wmc_thread_idx() == 0)
    wmc_barrier();
  if (wmc_block_idx() == 0)
    wmc_barrier();
}
)",
                         Lang::C);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 5u);
  EXPECT_EQ(found[0].message, "barrier 'wmc_barrier' is not reached by every thread of the "
                              "block: it depends on a condition that differs between threads");
  EXPECT_EQ(found[0].notes[0].line, 4u);
}

TEST(DivergentBarrier, BothArmsOfADivergentIfAreWarned) {
  auto found = divergent(R"(__global__ void k() {
  if (threadIdx.x % 2 == 0) {
    __syncthreads();
  } else {
    __syncthreads();
  }
}
)");
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].line, 3u);
  EXPECT_EQ(found[1].line, 5u);
  EXPECT_EQ(found[1].notes[0].line, 2u);
}

} // namespace
} // namespace wmc::analysis::test

namespace wmc::analysis::test {
namespace {

TEST(DivergentBarrier, InfiniteLoopsAndUnreachableCodeDoNotConfuseIt) {
  auto found = divergent(R"(__global__ void spin(int *p) {
  while (1) {
    __syncthreads();
    if (threadIdx.x == 0)
      p[0] = 1;
  }
}
__global__ void stuck(int *p) {
  for (;;) {
    if (threadIdx.x == 0)
      continue;
    __syncthreads();
  }
}
__global__ void dead(int *p) {
  return;
  if (threadIdx.x == 0)
    __syncthreads();
}
)");
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].line, 12u);
  EXPECT_EQ(found[0].notes[0].line, 10u);
  EXPECT_EQ(found[1].line, 18u);
}

TEST(DivergentBarrier, HostCodeIsSilent) {
  EXPECT_TRUE(divergent(R"(#include <atomic>
#include <thread>
std::atomic<int> x;
int main() {
  std::thread t([] { x.fetch_add(1); });
  if (x.load() == 0)
    x.store(2);
  t.join();
}
)",
                        Lang::Cxx)
                  .empty());
}

} // namespace
} // namespace wmc::analysis::test

namespace wmc::analysis::test {
namespace {

TEST(DivergentBarrier, TemplateInstantiationsAndMembersAreChecked) {
  auto found = divergent(R"(template <int N> __global__ void k() {
  if (threadIdx.x < N)
    __syncthreads();
}
struct Block {
  __device__ void sync() {
    if (threadIdx.x == 1)
      __syncthreads();
  }
};
void launch() { k<4><<<1, 8>>>(); }
)");
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].line, 3u);
  EXPECT_EQ(found[1].line, 8u);
}

} // namespace
} // namespace wmc::analysis::test
