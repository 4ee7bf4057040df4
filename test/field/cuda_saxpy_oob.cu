// SAXPY launched the usual way, with the grid rounded up to whole blocks.
// The buggy twin (-DNO_BOUNDS_CHECK) forgets the `if (i < n)` guard, so the
// last block's extra threads write past the end of y (6 floats, 2 blocks of
// 4 threads: y[6] and y[7]).
//
// Correct version: no error; exact count 1 complete execution (each thread
// touches its own elements).
//
// Buggy twin: the out-of-bounds writes must be invalid-access errors at the
// store.
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s -- -DNO_BOUNDS_CHECK | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
#include <cuda_runtime.h>

#define N 6
#define BLOCK 4

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifndef NO_BOUNDS_CHECK
  if (i < n)
#endif
    y[i] = a * x[i] + y[i]; // BUG: error: invalid-access: {{.*}} at {{.*}}cuda_saxpy_oob.cu:[[@LINE]]
}

int main() {
  float h_x[N], h_y[N];
  for (int i = 0; i < N; i++) {
    h_x[i] = 1.0f;
    h_y[i] = 2.0f;
  }
  float *d_x, *d_y;
  cudaMalloc(&d_x, N * sizeof(float));
  cudaMalloc(&d_y, N * sizeof(float));
  cudaMemcpy(d_x, h_x, N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d_y, h_y, N * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(N, 2.0f, d_x, d_y);
  cudaMemcpy(h_y, d_y, N * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    wmc_assert(h_y[i] == 4.0f);
  cudaFree(d_x);
  cudaFree(d_y);
  return 0;
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
