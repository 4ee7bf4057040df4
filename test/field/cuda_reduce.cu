// CUDA-samples-style tree reduction: each block loads its slice into shared
// memory, halves the active threads with a __syncthreads per step, and
// thread 0 adds the block's sum into the result with atomicAdd. 2 blocks of
// 4 threads sum 1..8.
//
// Correct version: no error under scoped RC11; the host checks 36. By
// default 1 complete execution (the two relaxed atomicAdds, results unused,
// are read only by the host after the kernel: explored in one order). With
// --exact-rmw-orders, 2 complete executions: within a block the barriers order every
// shared access, so the only choice is the order of the two blocks'
// atomicAdds on the result (the host's read after the synchronising copy
// reads the last one).
//
// Buggy twin (-DMISSING_SYNC): the __syncthreads inside the loop is
// removed. In the second step thread 0 reads sdata[1] while thread 1 may
// still be adding into it: a data race on shared memory.
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefixes=OK,ONE
// RUN: %expect 0 %wmc check --exact-rmw-orders %s | FileCheck %s --check-prefixes=OK,ALL
// RUN: %expect 1 %wmc check %s -- -DMISSING_SYNC | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// ONE: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
// ALL: Summary: model=SRC11 complete=2 erroneous=0 {{.*}}errors=0
#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 4
#define N 8

__global__ void reduce0(const int *g_idata, int *g_odata) {
  __shared__ int sdata[BLOCK];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = g_idata[i];
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s]; // BUG: error: data-race: {{.*}} at {{.*}}cuda_reduce.cu:[[@LINE]]
#ifndef MISSING_SYNC
    __syncthreads();
#endif
  }
  if (tid == 0)
    atomicAdd(g_odata, sdata[0]);
}

int main() {
  int h_in[N];
  for (int i = 0; i < N; i++)
    h_in[i] = i + 1;
  int *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof(int));
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(int));
  reduce0<<<N / BLOCK, BLOCK>>>(d_in, d_out);
  int h_out = 0;
  cudaMemcpy(&h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  if (h_out != 36)
    printf("wrong sum %d\n", h_out);
  wmc_assert(h_out == 36);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
