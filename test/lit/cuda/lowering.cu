// How wmc-cuda-lower rewrites launches (docs/cuda.md); RUN and CHECK lines
// at the end. Every launch form below runs, and each kernel adds its mark.
#include "Inputs/marks.cuh"

__global__ void plain(int *m) { atomicAdd(&m[0], 1); }

template <int Add> __global__ void fixed(int *m) { atomicAdd(&m[1], Add); }

template <class T> __global__ void deduced(T *m, T add) { atomicAdd(&m[2], add); }

__global__ void overloaded(int *m) { atomicAdd(&m[3], 1); }
__global__ void overloaded(int *m, int add) { atomicAdd(&m[3], add); }

namespace ns {
__global__ void qualified(int *m) { atomicAdd(&m[4], threadIdx.x + blockIdx.x * blockDim.x); }
} // namespace ns

template <class T> void launchFromTemplate(T *m) { deduced<<<1, 1>>>(m, T(10)); }

#define KERNEL plain
#define ONE 1
#define ARGS (m)

int main() {
  int *m;
  cudaMallocManaged(&m, MARKS * sizeof(int));
  cudaMemset(m, 0, MARKS * sizeof(int));
  plain<<<1, 1>>>(m);
  fixed<5><<<dim3(1), dim3(1, 1, 1), 0, 0>>>(m);
  deduced<<<1, 1>>>(m, 100);
  launchFromTemplate(m);
  overloaded<<<1, 1>>>(m, 1000);
  ns::qualified<<<dim3(2, 1),
                  dim3(2)>>>(
      m);
  void (*pointer)(int *) = plain;
  pointer<<<1, 1, 0>>>(m);
  KERNEL<<<ONE, ONE>>> ARGS;
  cudaDeviceSynchronize();
  wmc_assert(m[0] == 3 && m[1] == 5 && m[2] == 110 && m[3] == 1000);
  wmc_assert(m[4] == 0 + 1 + 2 + 3);
  cudaFree(m);
  return 0;
}

// RUN: %wmc_cuda_lower %s -- -I%wmc_include -I%wmc_include/wmc/cuda-include -include wmc/cuda_runtime.h | FileCheck %s --check-prefix=LOWER --strict-whitespace
// The four atomicAdds of ns::qualified on m[4] make 4! = 24 executions.
// RUN: %wmc check --model=sc %s | FileCheck %s --check-prefix=EXEC
//
// The output starts with a #line directive and keeps every line in place;
// only the launches change. Macros may give the kernel, the shape and the
// arguments, but not the <<< and >>> (unsupported.cu).
// LOWER: #line 1 "{{.*}}lowering.cu"
// LOWER-NEXT: // How wmc-cuda-lower rewrites launches
// LOWER: #include "Inputs/marks.cuh"
// LOWER: template <class T> void launchFromTemplate(T *m) { ::wmc::cuda::launcher([=](auto &&... __wmc_a) { deduced(__wmc_a...); })(1, 1)(m, T(10)); }
// LOWER: int main() {
// LOWER-NEXT:   int *m;
// LOWER-NEXT:   cudaMallocManaged(&m, MARKS * sizeof(int));
// LOWER-NEXT:   cudaMemset(m, 0, MARKS * sizeof(int));
// LOWER-NEXT:   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { plain(__wmc_a...); })(1, 1)(m);
// LOWER-NEXT:   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { fixed<5>(__wmc_a...); })(dim3(1), dim3(1, 1, 1), 0, 0)(m);
// LOWER-NEXT:   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { deduced(__wmc_a...); })(1, 1)(m, 100);
// LOWER-NEXT:   launchFromTemplate(m);
// LOWER-NEXT:   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { overloaded(__wmc_a...); })(1, 1)(m, 1000);
// LOWER-NEXT:   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { ns::qualified(__wmc_a...); })(dim3(2, 1),
// LOWER-NEXT:                   dim3(2))(
// LOWER-NEXT:       m);
// LOWER-NEXT:   void (*pointer)(int *) = plain;
// LOWER-NEXT:   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { pointer(__wmc_a...); })(1, 1, 0)(m);
// LOWER-NEXT:   ::wmc::cuda::launcher([=](auto &&... __wmc_a) { KERNEL(__wmc_a...); })(ONE, ONE) ARGS;
// LOWER-NEXT:   cudaDeviceSynchronize();
//
// EXEC-NOT: error
// EXEC: Summary: model=SC complete=24 erroneous=0 blocked=0 errors=0
