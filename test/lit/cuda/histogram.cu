// A histogram with per-block bins in shared memory; RUN and CHECK lines at
// the end.
#define BINS 2
#define BLOCKS 2
#define THREADS 2

__global__ void histogram(const unsigned *values, unsigned *bins) {
  __shared__ unsigned local[BINS];
  unsigned t = threadIdx.x;
  if (t < BINS)
    local[t] = 0;
  __syncthreads();
  unsigned v = values[blockIdx.x * blockDim.x + t];
  atomicAdd_block(&local[v % BINS], 1u);
  __syncthreads();
  if (t < BINS)
    atomicAdd(&bins[t], local[t]);
}

int main() {
  unsigned host[BLOCKS * THREADS] = {0, 1, 1, 1};
  unsigned *values, *bins;
  cudaMalloc(&values, sizeof host);
  cudaMallocManaged(&bins, BINS * sizeof(unsigned));
  cudaMemcpy(values, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemset(bins, 0, BINS * sizeof(unsigned));
  histogram<<<BLOCKS, THREADS>>>(values, bins);
  cudaDeviceSynchronize();
  wmc_assert(bins[0] == 1 && bins[1] == 3);
  cudaFree(values);
  cudaFree(bins);
  return 0;
}

// Block-scope atomics on the block's own shared bins, then device-scope
// atomics into the global bins: no race, and every execution counts 1 and 3.
// With --exact-rmw-orders, 8 executions: the orders of the two same-bin RMWs
// in block 1 and of the two RMWs on each global bin. By default 1: every
// RMW is relaxed with its result unused, and every other access to a bin
// (the block's reads after the barrier, the host's reads after the kernel)
// is ordered after all of them, so one order stands for all.
//
// RUN: %wmc check %s | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: %wmc check --exact-rmw-orders %s | FileCheck %s --check-prefixes=CHECK,ALL
// CHECK-NOT: error
// ONE: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// ALL: Summary: model=SRC11 complete=8 erroneous=0 blocked=0 errors=0
