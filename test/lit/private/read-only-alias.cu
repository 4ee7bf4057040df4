// A read-only proof is checked again at run time: here the host passes the
// same buffer as `out` and `in`, so thread i's write of out[i] races with
// thread i+1's read of in[i]. The read-only claims of `in` meet the
// own-slot claims of `out` on the same bytes, those bytes become locations
// and the exploration restarts with them as events: the race is found, as
// without the proof. RUN and CHECK lines at the end.
#include <cuda_runtime.h>

__global__ void fill(int *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = i;
}

__global__ void shift(int *out, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[(i + 1) % 4] + 1;
}

int main() {
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  fill<<<1, 4>>>(d);
  cudaDeviceSynchronize();
  shift<<<1, 4>>>(d, d);
  cudaDeviceSynchronize();
  return 0;
}

// RUN: not %wmc check %s 2>&1 | FileCheck %s
// RUN: not %wmc check %s -- -fplugin-arg-wmc-no-private 2>&1 | FileCheck %s
// CHECK: error: data-race: {{.*}}read-only-alias.cu:16
