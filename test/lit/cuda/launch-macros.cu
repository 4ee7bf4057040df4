// Kernel launches written inside macros (docs/cuda.md): in a macro's
// argument, or in the definition of a macro of the checked file. RUN and
// CHECK lines at the end.
#include <cuda_runtime.h>

__global__ void add(int *m, int v) { atomicAdd(m, v); }
template <class T> __global__ void addT(T *m, T v) { atomicAdd(m, v); }

// Variadic: the commas of <<<1, 2>>> split macro arguments, in CUDA too.
#define CHECK(...)                                                                           \
  do {                                                                                       \
    __VA_ARGS__;                                                                             \
    wmc_assert(cudaGetLastError() == cudaSuccess);                                           \
  } while (0)
#define LAUNCH(kernel, threads, ...) kernel<<<1, threads>>>(__VA_ARGS__)
#define LAUNCH_ADD(threads, v) add<<<1, threads>>>(m, v)

int main() {
  int *m;
  cudaMallocManaged(&m, sizeof(int));
  *m = 0;
  CHECK(add<<<1, 2>>>(m, 1));      // 2 threads add 1
  LAUNCH(add, 2, m, 10);           // 2 threads add 10
  LAUNCH(addT<int>, 1, m, 100);    // 1 thread adds 100 (the same definition again)
  LAUNCH_ADD(3, 1000);             // 3 threads add 1000
  CHECK(LAUNCH(add, 1, m, 10000)); // a macro's launch in a macro's argument
  cudaDeviceSynchronize();
  wmc_assert(*m == 2 + 20 + 100 + 3000 + 10000);
  return 0;
}

// Each launch waits for the one before (the default stream), and the
// atomicAdds of one launch commute (their results are unused): 1 execution.
// RUN: %wmc check %s | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// RUN: %wmc_cuda_lower %s -- -I%wmc_include -I%wmc_include/wmc/cuda-include -include wmc/cuda_runtime.h | FileCheck %s --check-prefix=LOWER --strict-whitespace
// LOWER: #define LAUNCH(kernel, threads, ...) ::wmc::cuda::launcher([=](auto &&... __wmc_a) { kernel(__wmc_a...); })(1, threads)(__VA_ARGS__)
// LOWER-NEXT: #define LAUNCH_ADD(threads, v) ::wmc::cuda::launcher([=](auto &&... __wmc_a) { add(__wmc_a...); })(1, threads)(m, v)
// LOWER: CHECK(::wmc::cuda::launcher([=](auto &&... __wmc_a) { add(__wmc_a...); })(1, 2)(m, 1));
// LOWER-NEXT: LAUNCH(add, 2, m, 10);
