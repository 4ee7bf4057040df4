// Message passing across two blocks through a cuda::atomic_ref of block
// scope (GPUMC Fig. 1a): the flag's release/acquire does not synchronise
// threads of different blocks, so the flag races heterogeneously and the
// plain read of the data races too. One edit, in the atomic_ref's type,
// widens both flag accesses; the data race goes with it. RUN and CHECK
// lines at the end.
#include <cuda/atomic>

__device__ int X;

__global__ void mp() {
  unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
  cuda::atomic_ref<int, cuda::thread_scope_block> x(X);
  if (id == 0) {
    x.store(1, cuda::memory_order_release);
  } else {
    int a = x.load(cuda::memory_order_acquire);
    if (a == 1) {
      int b = X; // plain
      wmc_assert(b == 1);
    }
  }
}

int main() {
  mp<<<2, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}}atomic-ref-mp.cu:17
// CHECK: error: data-race: {{.*}}atomic-ref-mp.cu:19
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}atomic-ref-mp.cu:13:31: fix: widen-scope: device scope removes the heterogeneous race on X; data race on X
// CHECK-NEXT: {{^}}   13 |   cuda::atomic_ref<int, cuda::thread_scope_block> x(X);
// CHECK-NEXT: {{^}}      |                               ^~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                               thread_scope_device{{$}}
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/mp.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/mp.cu
// RUN: %wmc check %t/mp.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// FIXED: {{^}}  cuda::atomic_ref<int, cuda::thread_scope_device> x(X);
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
