// GPUMC-shaped micro-benchmark (the paper's Table 4 repairs heterogeneous
// races): message passing between two blocks, each side viewing the flag
// through its own cuda::atomic_ref of block scope. The release/acquire pair
// does not synchronise across blocks: the flag races heterogeneously, the
// plain data races, and the assertion can fail. wmc widens the scope in
// both atomic_ref declarations (two edits; the data race and the
// assertion go with them). RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int data;
__device__ int flag;

__global__ void mp() {
  if (blockIdx.x == 0) {
    data = 42;
    cuda::atomic_ref<int, cuda::thread_scope_block> f(flag);
    f.store(1, cuda::memory_order_release);
  } else {
    cuda::atomic_ref<int, cuda::thread_scope_block> f(flag);
    if (f.load(cuda::memory_order_acquire) == 1)
      wmc_assert(data == 42);
  }
}

int main() {
  mp<<<2, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// Before: block 1 reads flag 0, or flag 1 and then data 0 or 42: three
// executions, each with the heterogeneous race on flag (its load and block
// 0's store are never ordered). Three errors: the heterogeneous race, the
// data race on data, the assertion.
// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}}gpumc-mp.cu:20
// CHECK: error: data-race: {{.*}}gpumc-mp.cu:21
// CHECK: error: assertion-failure: wmc_assert(data == 42) failed at {{.*}}gpumc-mp.cu:21
// CHECK: Summary: model=SRC11 complete=0 erroneous=3 blocked=0 errors=3
// CHECK: Repair: repaired (1 round, 2 edits)
// CHECK-NEXT: {{.*}}gpumc-mp.cu:16:33: fix: widen-scope: device scope removes the heterogeneous race on flag; data race on data; weak behaviour behind: wmc_assert(data == 42) failed
// CHECK-NEXT: {{^}}   16 |     cuda::atomic_ref<int, cuda::thread_scope_block> f(flag);
// CHECK-NEXT: {{^}}      |                                 ^~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                 thread_scope_device{{$}}
// CHECK-NEXT: {{.*}}gpumc-mp.cu:19:33: fix: widen-scope: device scope removes
// CHECK-NEXT: {{^}}   19 |     cuda::atomic_ref<int, cuda::thread_scope_block> f(flag);
// After: flag 0, or flag 1 and (synchronised) data 42.
// CHECK: re-explored: 2 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/mp.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/mp.cu
// FIXED-COUNT-2: {{^}}    cuda::atomic_ref<int, cuda::thread_scope_device> f(flag);{{$}}
// RUN: %wmc check %t/mp.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
