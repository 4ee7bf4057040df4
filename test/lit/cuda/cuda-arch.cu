// __CUDA_ARCH__ (docs/cuda.md): defined as in nvcc's device pass inside the
// device-only functions of the checked file, undefined in host code and in
// __host__ __device__ functions (which take their host branch). RUN and
// CHECK lines at the end.
#include <cuda_runtime.h>

#ifndef EXPECT
#define EXPECT 700
#endif

__device__ int arch() {
#ifdef __CUDA_ARCH__
  return __CUDA_ARCH__;
#else
  return -1;
#endif
}

__host__ __device__ int both() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 2;
#endif
}

template <class T> __global__ void kernel(T *out) {
#if __CUDA_ARCH__ >= 600
  out[0] = arch();
#else
  out[0] = -2;
#endif
  out[1] = both();
  wmc_assert(out[0] == EXPECT); // line 34
}

int host() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 0;
#endif
}

int main() {
  int *out;
  cudaMallocManaged(&out, 2 * sizeof(int));
  kernel<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  wmc_assert(out[1] == 2 && host() == 0);
  return 0;
}

// RUN: %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DWMC_CUDA_ARCH=800 -DEXPECT=800 | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// Lines keep their numbers around the inserted directives.
// RUN: not %wmc check %s -- -DEXPECT=1 | FileCheck %s --check-prefix=LINE
// LINE: error: assertion-failure: wmc_assert(out[0] == EXPECT) failed at {{.*}}cuda-arch.cu:34 (thread T0.1(b0,t0))
//
// RUN: %wmc_cuda_lower %s -- -I%wmc_include -I%wmc_include/wmc/cuda-include -include wmc/cuda_runtime.h | FileCheck %s --check-prefix=LOWER
// LOWER: #define __CUDA_ARCH__ WMC_CUDA_ARCH
// LOWER-NEXT: #line 11
// LOWER-NEXT: __device__ int arch() {
// LOWER: #undef __CUDA_ARCH__
// LOWER-NEXT: #line 18
// LOWER-EMPTY:
// LOWER-NEXT: __host__ __device__ int both() {
// LOWER: #define __CUDA_ARCH__ WMC_CUDA_ARCH
// LOWER-NEXT: #line 27
// LOWER-NEXT: template <class T> __global__ void kernel(T *out) {
// LOWER: #undef __CUDA_ARCH__
// LOWER-NEXT: #line 36
// LOWER-EMPTY:
// LOWER-NEXT: int host() {
