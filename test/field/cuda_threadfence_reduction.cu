// CUDA-samples-style threadFenceReduction ("last block" pattern): each block
// writes its partial sum to global memory, __threadfence(), then takes a
// ticket with atomicInc; the block that draws the last ticket reads all
// partial sums (after its own __threadfence) and writes the total. 2 blocks
// of 1 thread.
//
// Correct version: no error; the host checks the total 3. Exact count, 2
// complete executions: the order of the two atomicIncs (the later one is
// the last block); the fences make the last block's reads see both
// partials, and the first block does not read them.
//
// Buggy twin (-DNO_FENCE): the writer's __threadfence is removed; the
// ticket RMW is relaxed, so the last block's read of the other partial is
// not ordered after its write: a data race.
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s -- -DNO_FENCE | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=2 erroneous=0 {{.*}}errors=0
#include <cuda_runtime.h>

__device__ unsigned int retirementCount = 0;

__global__ void sumLastBlock(const int *in, int *partials, int *total) {
  __shared__ bool amLast;
  if (threadIdx.x == 0) {
    partials[blockIdx.x] = in[blockIdx.x];
#ifndef NO_FENCE
    __threadfence();
#endif
    unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
    amLast = (ticket == gridDim.x - 1);
  }
  __syncthreads();
  if (amLast && threadIdx.x == 0) {
    __threadfence();
    int sum = 0;
    for (unsigned int b = 0; b < gridDim.x; b++)
      sum += partials[b]; // BUG: error: data-race: {{.*}} at {{.*}}cuda_threadfence_reduction.cu:[[@LINE]]
    *total = sum;
  }
}

int main() {
  int h_in[2] = {1, 2};
  int *d_in, *d_partials, *d_total;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_partials, sizeof h_in);
  cudaMalloc(&d_total, sizeof(int));
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  cudaMemset(d_total, 0, sizeof(int));
  sumLastBlock<<<2, 1>>>(d_in, d_partials, d_total);
  int h_total = 0;
  cudaMemcpy(&h_total, d_total, sizeof(int), cudaMemcpyDeviceToHost);
  wmc_assert(h_total == 3);
  return 0;
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
