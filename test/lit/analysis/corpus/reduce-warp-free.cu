// Warp-free reduction (CUDA samples "reduce3" without the warp-synchronous
// tail): each thread adds two inputs while loading, then the tree keeps a
// __syncthreads after every step down to the last one instead of relying on
// a warp running in lock-step. Kernel-only: 1 block of 64 threads; the
// input buffer is zeroed, so every thread contributes its 1 + 1.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11 --grid=1 --block=64
#define THREADS 64

__device__ int total;

__global__ void reduce(const int *in) {
  __shared__ int sdata[THREADS];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + tid;
  sdata[tid] = in[i] + 1 + in[i + blockDim.x] + 1;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) {
    total = sdata[0];
    wmc_assert(total == 2 * THREADS);
  }
}

// One execution: every step's shared accesses are ordered by the barriers.
// RUN: %expect 0 %wmc check --model=src11 --grid=1 --block=64 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
