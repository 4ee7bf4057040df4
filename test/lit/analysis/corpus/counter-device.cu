// Counting matches across the whole grid: every thread whose element is
// positive bumps one global counter with a device-scope atomicAdd, so the
// updates of different blocks are atomic with respect to each other.
// 2 blocks of 2 threads.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#define BLOCKS 2
#define THREADS 2

__device__ unsigned matches;

__global__ void count_positive(const int *values, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && values[i] > 0)
    atomicAdd(&matches, 1u);
}

int main() {
  int host[BLOCKS * THREADS] = {3, -1, 4, 1};
  int *values;
  cudaMalloc(&values, sizeof host);
  cudaMemcpy(values, host, sizeof host, cudaMemcpyHostToDevice);
  count_positive<<<BLOCKS, THREADS>>>(values, BLOCKS * THREADS);
  unsigned total = 0;
  cudaMemcpyFromSymbol(&total, matches, sizeof total);
  wmc_assert(total == 3);
  cudaFree(values);
  return 0;
}

// One execution: the three relaxed increments have unused results and the
// host reads the counter after the kernel, so one order stands for all.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
