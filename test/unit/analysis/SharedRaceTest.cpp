#include "CheckReport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

namespace wmc::analysis::test {
namespace {

std::vector<FindingReport> races(std::string_view code, Lang lang = Lang::Cuda) {
  return report(code, lang, CheckKind::SharedRace);
}

constexpr const char *kTreeReduction = R"(#define N 64
__global__ void sum(const int *in, int *out) {
  __shared__ int partial[N];
  unsigned t = threadIdx.x;
  partial[t] = in[t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride) {
      int other = partial[t + stride];
      partial[t] += other;
    }
    __syncthreads();
  }
  if (t == 0)
    *out = partial[0];
}
)";

TEST(SharedRace, TreeReductionWithBarrierInLoopIsSilent) {
  EXPECT_TRUE(races(kTreeReduction).empty());
}

TEST(SharedRace, TreeReductionWithoutLoopBarrierIsWarnedWithFixIt) {
  std::string code = kTreeReduction;
  code.replace(code.find("    __syncthreads();\n  }"), 21, "");
  auto found = races(code);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 9u);
  EXPECT_EQ(found[0].message, "data race on shared memory 'partial': this read and a write by "
                              "another thread of the block may touch the same element with no "
                              "barrier between them");
  ASSERT_EQ(found[0].notes.size(), 1u);
  EXPECT_EQ(found[0].notes[0].line, 10u);
  EXPECT_EQ(found[0].notes[0].message, "the write by another thread");
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 12u);
  EXPECT_EQ(found[0].fixits[0].column, 1u);
  EXPECT_EQ(found[0].fixits[0].text, "    __syncthreads();\n");
  EXPECT_EQ(applyFixIts(code, Lang::Cuda, CheckKind::SharedRace), kTreeReduction);
}

const std::string kRead = "data race on shared memory '%s': this read and a write by another "
                          "thread of the block may touch the same element with no barrier "
                          "between them";

std::string readRace(const std::string &name) {
  std::string m = kRead;
  return m.replace(m.find("%s"), 2, name);
}

TEST(SharedRace, OneSlotPerThreadIsSilent) {
  EXPECT_TRUE(races(R"(__global__ void k(int *out) {
  __shared__ int slot[256];
  slot[threadIdx.x] = threadIdx.x;
  slot[threadIdx.x] += 1;
  out[blockIdx.x * blockDim.x + threadIdx.x] = slot[threadIdx.x];
}
__global__ void k2(int *out) {
  __shared__ int tile[16][16];
  __shared__ int flat[256];
  tile[threadIdx.y][threadIdx.x] = 1;
  out[threadIdx.y] = tile[threadIdx.y][threadIdx.x];
  flat[threadIdx.y * 16 + threadIdx.x] = 2;
  if (threadIdx.y == 0)
    flat[threadIdx.x] += 1;
}
)")
                  .empty());
}

TEST(SharedRace, RowIndexInATwoDimensionalBlockIsShared) {
  // Threads (x, 0) and (x, 1) write the same slot.
  auto found = races(R"(__global__ void k(int *out) {
  __shared__ int row[16];
  row[threadIdx.x] = threadIdx.y;
  out[threadIdx.y] = 0;
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 3u);
  EXPECT_EQ(found[0].notes[0].line, 3u);
}

TEST(SharedRace, NeighbourExchangeWithoutBarrierIsWarnedWithFixIt) {
  const char *code = R"(__global__ void k(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  out[t] = s[(t + 1) % 64] + s[t + 1];
}
)";
  auto found = races(code);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 5u);
  EXPECT_EQ(found[0].message, readRace("s"));
  ASSERT_EQ(found[0].notes.size(), 1u);
  EXPECT_EQ(found[0].notes[0].line, 4u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 5u);
  EXPECT_EQ(found[0].fixits[0].column, 1u);
  EXPECT_EQ(found[0].fixits[0].text, "  __syncthreads();\n");
  EXPECT_TRUE(races(applyFixIts(code, Lang::Cuda, CheckKind::SharedRace)).empty());
}

TEST(SharedRace, EveryThreadWritingOneElementIsWarnedWithoutFixIt) {
  auto found = races(R"(__global__ void k() {
  __shared__ int last;
  last = threadIdx.x;
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 3u);
  EXPECT_EQ(found[0].message,
            "data race on shared memory 'last': this write and a write by another thread of the "
            "block may touch the same element with no barrier between them");
  EXPECT_EQ(found[0].notes[0].line, 3u);
  EXPECT_TRUE(found[0].fixits.empty());
}

TEST(SharedRace, OneWriterThreadThenBarrierIsSilent) {
  EXPECT_TRUE(races(R"(__global__ void k(const int *in, int *out) {
  __shared__ int value;
  if (threadIdx.x == 0)
    value = in[blockIdx.x];
  __syncthreads();
  out[threadIdx.x] = value;
}
)")
                  .empty());
}

TEST(SharedRace, OneWriterThreadWithoutBarrierIsWarned) {
  auto found = races(R"(__global__ void k(const int *in, int *out) {
  __shared__ int value;
  if (threadIdx.x == 0)
    value = in[blockIdx.x];
  out[threadIdx.x] = value;
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 5u);
  EXPECT_EQ(found[0].message, readRace("value"));
  EXPECT_EQ(found[0].notes[0].line, 4u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 5u);
  EXPECT_EQ(found[0].fixits[0].text, "  __syncthreads();\n");
}

TEST(SharedRace, BarrierAtTheTopOfTheLoopIsSilent) {
  // Each round's reads follow the previous round's writes through the
  // barrier; the last round's only writer, thread 0, reads the result.
  EXPECT_TRUE(races(R"(__global__ void k(int *out) {
  __shared__ int partial[64];
  unsigned t = threadIdx.x;
  partial[t] = t;
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    __syncthreads();
    if (t < s)
      partial[t] += partial[t + s];
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
)")
                  .empty());
}

TEST(SharedRace, BarrierBetweenReadAndUpdateOnlyIsWarned) {
  // The update of round k and the read of round k+1 are not separated.
  auto found = races(R"(__global__ void k(int *out) {
  __shared__ int partial[64];
  unsigned t = threadIdx.x;
  partial[t] = t;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    int v = 0;
    if (t < s)
      v = partial[t + s];
    __syncthreads();
    if (t < s)
      partial[t] += v;
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 9u);
  EXPECT_EQ(found[0].message, readRace("partial"));
  EXPECT_EQ(found[0].notes[0].line, 12u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 13u);
  EXPECT_EQ(found[0].fixits[0].text, "    __syncthreads();\n");
}

TEST(SharedRace, InterleavedReductionIsSilent) {
  EXPECT_TRUE(races(R"(__global__ void k(int *out) {
  __shared__ int sdata[64];
  unsigned tid = threadIdx.x;
  sdata[tid] = tid;
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
)")
                  .empty());
}

TEST(SharedRace, ScanWithBarriersBetweenReadAndWriteIsSilent) {
  EXPECT_TRUE(races(R"(__global__ void scan(int *data) {
  __shared__ int temp[64];
  unsigned t = threadIdx.x;
  temp[t] = data[t];
  __syncthreads();
  for (unsigned offset = 1; offset < blockDim.x; offset *= 2) {
    int add = 0;
    if (t >= offset)
      add = temp[t - offset];
    __syncthreads();
    temp[t] += add;
    __syncthreads();
  }
  data[t] = temp[t];
}
)")
                  .empty());
}

TEST(SharedRace, ScanWithoutTheBarrierBeforeTheWriteIsWarned) {
  auto found = races(R"(__global__ void scan(int *data) {
  __shared__ int temp[64];
  unsigned t = threadIdx.x;
  temp[t] = data[t];
  __syncthreads();
  for (unsigned offset = 1; offset < blockDim.x; offset *= 2) {
    int add = 0;
    if (t >= offset)
      add = temp[t - offset];
    temp[t] += add;
    __syncthreads();
  }
  data[t] = temp[t];
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 10u);
  EXPECT_EQ(found[0].message,
            "data race on shared memory 'temp': this write and a read by another thread of the "
            "block may touch the same element with no barrier between them");
  EXPECT_EQ(found[0].notes[0].line, 9u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 10u);
  EXPECT_EQ(found[0].fixits[0].text, "    __syncthreads();\n");
}

constexpr const char *kTiledMatMul = R"(#define TILE 16
__global__ void matmul(const float *a, const float *b, float *c, int n) {
  __shared__ float as[TILE][TILE];
  __shared__ float bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float sum = 0;
  for (int t = 0; t < n / TILE; ++t) {
    as[ty][tx] = a[row * n + t * TILE + tx];
    bs[ty][tx] = b[(t * TILE + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  c[row * n + col] = sum;
}
)";

TEST(SharedRace, TiledMatrixMultiplyIsSilent) { EXPECT_TRUE(races(kTiledMatMul).empty()); }

TEST(SharedRace, TiledMatrixMultiplyWithoutTheSecondBarrierIsWarned) {
  std::string code = kTiledMatMul;
  code.replace(code.rfind("    __syncthreads();\n"), 21, "");
  auto found = races(code);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].line, 9u);
  EXPECT_EQ(found[0].message,
            "data race on shared memory 'as': this write and a read by another thread of the "
            "block may touch the same element with no barrier between them");
  EXPECT_EQ(found[0].notes[0].line, 13u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 14u);
  EXPECT_EQ(found[0].fixits[0].text, "    __syncthreads();\n");
  EXPECT_EQ(found[1].line, 10u);
  EXPECT_TRUE(found[1].fixits.empty()); // the barrier of the first finding fixes it too
  EXPECT_EQ(applyFixIts(code, Lang::Cuda, CheckKind::SharedRace), kTiledMatMul);
}

constexpr const char *kTranspose = R"(#define TILE 16
__global__ void transpose(const float *in, float *out, int n) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}
)";

TEST(SharedRace, TransposeThroughSharedMemoryIsSilent) { EXPECT_TRUE(races(kTranspose).empty()); }

TEST(SharedRace, TransposeWithoutBarrierIsWarnedWithFixIt) {
  std::string code = kTranspose;
  code.replace(code.find("  __syncthreads();\n"), 19, "");
  auto found = races(code);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 8u);
  EXPECT_EQ(found[0].message, readRace("tile"));
  EXPECT_EQ(found[0].notes[0].line, 5u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 6u);
  EXPECT_EQ(applyFixIts(code, Lang::Cuda, CheckKind::SharedRace), kTranspose);
}

constexpr const char *kHistogram =
    R"(__global__ void histogram(const unsigned char *in, int n, unsigned *bins) {
  __shared__ unsigned local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd_block(&local[in[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    atomicAdd(&bins[i], local[i]);
}
)";

TEST(SharedRace, HistogramWithBlockAtomicsIsSilent) { EXPECT_TRUE(races(kHistogram).empty()); }

TEST(SharedRace, ReadingACounterWhileOthersAddIsWarned) {
  const char *code = R"(__global__ void k(int *out) {
  __shared__ int count;
  if (threadIdx.x == 0)
    count = 0;
  __syncthreads();
  atomicAdd_block(&count, 1);
  __syncthreads();
  if (threadIdx.x == 0)
    *out = count;
}
)";
  EXPECT_TRUE(races(code).empty());
  std::string buggy = code;
  buggy.replace(buggy.rfind("  __syncthreads();\n"), 19, "");
  auto found = races(buggy);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 8u);
  EXPECT_EQ(found[0].message,
            "data race on shared memory 'count': this read and an atomic update by another thread "
            "of the block may touch the same element with no barrier between them");
  EXPECT_EQ(found[0].notes[0].line, 6u);
  EXPECT_EQ(found[0].notes[0].message, "the atomic update by another thread");
  EXPECT_EQ(applyFixIts(buggy, Lang::Cuda, CheckKind::SharedRace), code);
}

TEST(SharedRace, OpenClReductionIsSilentAndItsTwinIsWarned) {
  const char *correct = R"(kernel void reduce(global const int *in, global int *out) {
  local int scratch[64];
  size_t lid = get_local_id(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
    if (lid < offset)
      scratch[lid] += scratch[lid + offset];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = scratch[0];
}
)";
  EXPECT_TRUE(races(correct, Lang::OpenCl).empty());
  std::string buggy = correct;
  buggy.replace(buggy.find("    barrier(CLK_LOCAL_MEM_FENCE);\n"), 34, "");
  auto found = races(buggy, Lang::OpenCl);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 8u);
  EXPECT_EQ(found[0].message,
            "data race on shared memory 'scratch': this write and a read by another thread of the "
            "block may touch the same element with no barrier between them");
  EXPECT_EQ(found[0].notes[0].line, 8u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 9u);
  EXPECT_EQ(found[0].fixits[0].text, "    barrier(CLK_LOCAL_MEM_FENCE);\n");
  EXPECT_EQ(applyFixIts(buggy, Lang::OpenCl, CheckKind::SharedRace), correct);
}

TEST(SharedRace, OpenClLocalPointerArgumentIsShared) {
  const char *code = R"(void sum_up(local int *tmp, global int *out) {
  size_t l = get_local_id(0);
  tmp[l] = (int)l + 1;
  if (l == 0) {
    int sum = 0;
    for (int i = 0; i < 4; ++i)
      sum += tmp[i];
    out[get_group_id(0)] = sum;
  }
}
kernel void reduce_arg(global int *out, local int *tmp) { sum_up(tmp, out); }
)";
  auto found = races(code, Lang::OpenCl);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 7u);
  EXPECT_EQ(found[0].message, readRace("tmp"));
  EXPECT_EQ(found[0].notes[0].line, 3u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].line, 4u);
  EXPECT_EQ(found[0].fixits[0].text, "  barrier(CLK_LOCAL_MEM_FENCE);\n");
}

TEST(SharedRace, OpenClTransposeIsSilent) {
  EXPECT_TRUE(races(R"(#define T 8
kernel void transpose(global const float *in, global float *out, int n) {
  local float tile[T][T + 1];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  tile[ly][lx] = in[get_global_id(1) * n + get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(get_group_id(0) * T + ly) * n + get_group_id(1) * T + lx] = tile[lx][ly];
}
)",
                    Lang::OpenCl)
                  .empty());
}

TEST(SharedRace, OpenClHistogramWithLocalAtomicsIsSilent) {
  EXPECT_TRUE(races(R"(kernel void histogram(global const uchar *in, int n, global uint *bins) {
  local uint counts[256];
  for (size_t i = get_local_id(0); i < 256; i += get_local_size(0))
    counts[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&counts[in[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t i = get_local_id(0); i < 256; i += get_local_size(0))
    atomic_add(&bins[i], counts[i]);
}
)",
                    Lang::OpenCl)
                  .empty());
}

TEST(SharedRace, WmcGpuBlockSharedArrayExchange) {
  const char *code = R"(#include <wmc/gpu.h>
#define shared static __attribute__((annotate("wmc_block_shared")))
int out[4];
static void kernel(void *arg) {
  (void)arg;
  shared int tile[2];
  unsigned t = wmc_thread_idx(), blk = wmc_block_idx();
  tile[t] = (int)(10 * blk + t);
  wmc_barrier();
  out[2 * blk + t] = tile[1 - t];
}
)";
  EXPECT_TRUE(races(code, Lang::C).empty());
  std::string buggy = code;
  buggy.replace(buggy.find("  wmc_barrier();\n"), 17, "");
  auto found = races(buggy, Lang::C);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 9u);
  EXPECT_EQ(found[0].notes[0].line, 8u);
  ASSERT_EQ(found[0].fixits.size(), 1u);
  EXPECT_EQ(found[0].fixits[0].text, "  wmc_barrier();\n");
  EXPECT_EQ(applyFixIts(buggy, Lang::C, CheckKind::SharedRace), code);
}

TEST(SharedRace, UnknownIndexFormsAreSilent) {
  EXPECT_TRUE(races(R"(__global__ void k(const int *perm) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t ^ 1] = 1;
  s[perm[t]] = s[t * t];
}
)")
                  .empty());
}

TEST(SharedRace, ReadsOnlyNeverRace) {
  EXPECT_TRUE(races(R"(__global__ void k(int *out) {
  __shared__ int table[64];
  out[threadIdx.x] = table[threadIdx.x + 1] + table[0];
}
)")
                  .empty());
}

TEST(SharedRace, DivergentEarlyReturnSuppressesTheFixIt) {
  auto found = races(R"(__global__ void k(int *out, int n) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  if (t >= n)
    return;
  s[t] = t;
  out[t] = s[t + 1];
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 7u);
  EXPECT_TRUE(found[0].fixits.empty());
}

TEST(SharedRace, RaceBothWaysInALoopGetsTwoBarriers) {
  const char *code = R"(__global__ void k(int *out, int n) {
  __shared__ int s[65];
  unsigned t = threadIdx.x;
  int v = 0;
  for (int i = 0; i < n; ++i) {
    v += s[t + 1];
    s[t] = v;
  }
  out[t] = v;
}
)";
  auto found = races(code);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 6u);
  EXPECT_EQ(found[0].notes[0].line, 7u);
  ASSERT_EQ(found[0].fixits.size(), 2u);
  EXPECT_EQ(found[0].fixits[0].line, 7u);
  EXPECT_EQ(found[0].fixits[0].text, "    __syncthreads();\n");
  EXPECT_EQ(found[0].fixits[1].line, 8u);
  EXPECT_TRUE(races(applyFixIts(code, Lang::Cuda, CheckKind::SharedRace)).empty());
}

// One finding per variable, but its fix-it separates every colliding pair:
// a Blelloch scan whose down-sweep lost its barrier races between the
// up-sweep's last write and the down-sweep (cut inside the up-sweep loop),
// between thread 0's clearing of the last element and the down-sweep, and
// between two rounds of the down-sweep: three barriers, after which the
// analysis finds nothing.
TEST(SharedRace, FixItSeparatesEveryCollidingPair) {
  const char *code = R"(#define N 8
__global__ void prescan(int *out, const int *in) {
  __shared__ int temp[N];
  int thid = threadIdx.x;
  temp[2 * thid] = in[2 * thid];
  temp[2 * thid + 1] = in[2 * thid + 1];
  int offset = 1;
  for (int d = N >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0)
    temp[N - 1] = 0;
  for (int d = 1; d < N; d *= 2) {
    offset >>= 1;
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  out[2 * thid] = temp[2 * thid];
  out[2 * thid + 1] = temp[2 * thid + 1];
}
)";
  auto found = races(code);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 24u);
  EXPECT_EQ(found[0].notes[0].line, 13u);
  ASSERT_EQ(found[0].fixits.size(), 3u);
  EXPECT_EQ(found[0].fixits[0].line, 15u);
  EXPECT_EQ(found[0].fixits[0].text, "    __syncthreads();\n");
  EXPECT_EQ(found[0].fixits[1].line, 19u);
  EXPECT_EQ(found[0].fixits[1].text, "  __syncthreads();\n");
  EXPECT_EQ(found[0].fixits[2].line, 28u);
  EXPECT_EQ(found[0].fixits[2].text, "    __syncthreads();\n");
  EXPECT_TRUE(races(applyFixIts(code, Lang::Cuda, CheckKind::SharedRace)).empty());
}

TEST(SharedRace, ReadAndWriteInOneStatementHaveNoFixIt) {
  auto found = races(R"(__global__ void k(int n) {
  __shared__ int temp[64];
  unsigned t = threadIdx.x;
  temp[t] = t;
  __syncthreads();
  for (unsigned offset = 1; offset < n; offset *= 2) {
    if (t >= offset)
      temp[t] += temp[t - offset];
    __syncthreads();
  }
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 8u);
  EXPECT_EQ(found[0].notes[0].line, 8u);
  EXPECT_TRUE(found[0].fixits.empty());
}

TEST(SharedRace, DivergentArmsRunAtTheSameTimeWithoutFixIt) {
  auto found = races(R"(__global__ void k(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  if (t % 2 == 0)
    s[t] = 1;
  else
    out[t] = s[t - 1];
}
)");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 7u);
  EXPECT_EQ(found[0].message, readRace("s"));
  EXPECT_EQ(found[0].notes[0].line, 5u);
  EXPECT_TRUE(found[0].fixits.empty());
}

TEST(SharedRace, UnrolledReductionWithWarpSyncIsSilent) {
  // wmc's headers do not offer __syncwarp yet; the CUDA toolkit's does.
  EXPECT_TRUE(races(R"(namespace toolkit {
__device__ void __syncwarp(unsigned mask = 0xffffffff);
}
using toolkit::__syncwarp;
__global__ void k(int *out) {
  __shared__ int s[512];
  unsigned tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  if (blockDim.x >= 512 && tid < 256)
    s[tid] += s[tid + 256];
  __syncthreads();
  if (tid < 32) {
    int v = s[tid] + s[tid + 32];
    __syncwarp();
    s[tid] = v;
    __syncwarp();
    v += s[tid + 16];
    __syncwarp();
    s[tid] = v;
  }
  __syncthreads();
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
)")
                  .empty());
}


// A loop that surely runs its body (constant start satisfying its test) and
// starts the body with a barrier separates the accesses before and after it:
// the path that skips the loop is infeasible.
constexpr const char *kLoopEnteredSurely = R"(__global__ void k(int *out, int n) {
  __shared__ int s[8];
  unsigned t = threadIdx.x;
  s[t] = t;
  for (int d = 4; d > 0; d >>= 1) {
    __syncthreads();
    out[d] = d;
  }
  if (t == 0)
    s[7] = 0;
}
)";

TEST(SharedRace, LoopThatSurelyRunsItsBarrierSeparatesAccesses) {
  EXPECT_TRUE(races(kLoopEnteredSurely).empty());
}

TEST(SharedRace, LoopThatMaySkipItsBarrierDoesNotSeparateAccesses) {
  for (const char *start : {"int d = n;", "int d = 0;"}) {
    std::string code = kLoopEnteredSurely;
    code.replace(code.find("int d = 4;"), 10, start);
    auto found = races(code);
    ASSERT_EQ(found.size(), 1u) << start;
    EXPECT_EQ(found[0].line, 10u);
    ASSERT_EQ(found[0].notes.size(), 1u);
    EXPECT_EQ(found[0].notes[0].line, 4u);
  }
}


// An access in a for loop with a known last round that reaches the code after
// the loop without a barrier ran in that last round: here only thread 0
// (t < 1) updates s[t] then, as it writes s[7] after the loop.
constexpr const char *kLastRound = R"(__global__ void k(int *out) {
  __shared__ int s[8];
  unsigned t = threadIdx.x;
  s[t] = t;
  for (int d = 4; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d)
      s[t] += out[d];
  }
  if (t == 0)
    s[7] = 0;
}
)";

TEST(SharedRace, AccessInTheLastRoundOfALoopUsesTheCounterValue) {
  EXPECT_TRUE(races(kLastRound).empty());
}

TEST(SharedRace, LoopThatMayBreakEarlyHasNoKnownLastRound) {
  for (const char *change :
       {"s[t] += out[d];\n    if (out[0])\n      break;", "s[t] += out[d];\n    d = out[0];"}) {
    std::string code = kLastRound;
    code.replace(code.find("s[t] += out[d];"), 15, change);
    auto found = races(code);
    ASSERT_EQ(found.size(), 1u) << change;
    unsigned added = static_cast<unsigned>(std::count(change, change + strlen(change), '\n'));
    EXPECT_EQ(found[0].line, 11u + added) << change;
    ASSERT_EQ(found[0].notes.size(), 1u);
    EXPECT_EQ(found[0].notes[0].line, 8u);
  }
}


// A local pointer initialised with a __shared__ array and never changed is
// that array: the warp-synchronous tail of pre-Volta reductions.
constexpr const char *kVolatileAlias = R"(__global__ void k(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncthreads();
  if (t < 32) {
    volatile int *v = s;
    v[t] += v[t + 1];
  }
}
)";

TEST(SharedRace, AccessThroughAPointerAliasOfASharedArrayIsChecked) {
  auto found = races(kVolatileAlias);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 8u);
  EXPECT_EQ(found[0].message, readRace("s"));
}

TEST(SharedRace, PointerAliasThatIsChangedOrDisjointIsSilent) {
  for (auto [from, to] : {std::pair{"v[t + 1]", "v[t + 32]"},
                          std::pair{"v[t] += v[t + 1];", "v += 1;\n    v[t] += v[t + 1];"}}) {
    std::string code = kVolatileAlias;
    code.replace(code.find(from), strlen(from), to);
    EXPECT_TRUE(races(code).empty()) << to;
  }
}

} // namespace
} // namespace wmc::analysis::test
