// CUDA-samples-style histogram: per-block bins in shared memory updated with
// shared-memory atomics, then merged into the global histogram. 2 blocks of
// 2 threads, 2 bins, input {0, 1, 1, 1}.
//
// Correct version: no error; the host checks {1, 3}. By default 1 complete
// execution: every atomicAdd is relaxed with its result unused and every
// other access to a bin comes after all its updates (barrier, end of the
// kernel), so wmc explores the updates of each bin in one order. With
// --exact-rmw-orders, 8 complete executions: block 0's two threads hit different shared bins,
// block 1's both hit bin 1 (2 orders of those two shared atomicAdds); in the
// merge, thread t of each block adds its block's count into global bin t,
// so each of the 2 global bins gets 2 RMWs (2 orders each): 2 * 2 * 2 = 8.
//
// Buggy twin (-DBLOCK_SCOPE_MERGE): the merge into *global* bins uses
// atomicAdd_block, whose scope does not include the other block's threads:
// a heterogeneous race.
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefixes=OK,ONE
// RUN: %expect 0 %wmc check --exact-rmw-orders %s | FileCheck %s --check-prefixes=OK,ALL
// RUN: %expect 1 %wmc check %s -- -DBLOCK_SCOPE_MERGE | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// ONE: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
// ALL: Summary: model=SRC11 complete=8 erroneous=0 {{.*}}errors=0
#include <cuda_runtime.h>

#define BINS 2
#define BLOCKS 2
#define THREADS 2

__global__ void histogram_smem(const unsigned int *d_data, unsigned int *d_hist, int n) {
  __shared__ unsigned int s_hist[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    s_hist[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&s_hist[d_data[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
#ifdef BLOCK_SCOPE_MERGE
    atomicAdd_block(&d_hist[b], s_hist[b]); // BUG: error: heterogeneous-race: {{.*}} at {{.*}}cuda_histogram.cu:[[@LINE]]
#else
    atomicAdd(&d_hist[b], s_hist[b]);
#endif
  }
}

int main() {
  unsigned int h_data[BLOCKS * THREADS] = {0, 1, 1, 1};
  unsigned int *d_data, *d_hist;
  cudaMalloc(&d_data, sizeof h_data);
  cudaMalloc(&d_hist, BINS * sizeof(unsigned int));
  cudaMemcpy(d_data, h_data, sizeof h_data, cudaMemcpyHostToDevice);
  cudaMemset(d_hist, 0, BINS * sizeof(unsigned int));
  histogram_smem<<<BLOCKS, THREADS>>>(d_data, d_hist, BLOCKS * THREADS);
  unsigned int h_hist[BINS];
  cudaMemcpy(h_hist, d_hist, sizeof h_hist, cudaMemcpyDeviceToHost);
  wmc_assert(h_hist[0] == 1 && h_hist[1] == 3);
  cudaFree(d_data);
  cudaFree(d_hist);
  return 0;
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
