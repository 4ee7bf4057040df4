// Vectorised copy in the style of CUDA performance samples: the kernel
// reads and writes int4 (16-byte) vectors over buffers the host filled as
// ints with cudaMemcpy, and the host checks the ints. 1 block of 2 threads,
// 8 ints.
//
// Expected: no error; exact count 1 complete execution (disjoint elements,
// everything ordered by the copies and the launch).
//
// RUN: %expect 0 %wmc check %s | FileCheck %s
//
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
#include <cuda_runtime.h>

#define N 8

__global__ void copy_vec4(int4 *out, const int4 *in, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4)
    out[i] = in[i];
}

int main() {
  int h_in[N], h_out[N];
  for (int i = 0; i < N; i++)
    h_in[i] = i * 3;
  int *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  copy_vec4<<<1, 2>>>(reinterpret_cast<int4 *>(d_out), reinterpret_cast<const int4 *>(d_in), N / 4);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    wmc_assert(h_out[i] == i * 3);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
