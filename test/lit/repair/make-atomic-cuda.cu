// Message passing between two blocks through a plain `__device__ int flag`
// (and plain data): both race, and the consumer can see the flag before the
// data. One edit: the flag's declaration becomes
// `cuda::atomic<int, cuda::thread_scope_device>`, whose `=` and conversion
// are device-scope atomic accesses (explored release/acquire, the weakest
// that works; the declared type's operators are seq_cst, stronger). The
// data stays plain. RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int data;
__device__ int flag;

__global__ void mp() {
  if (blockIdx.x == 0) {
    data = 42;
    flag = 1;
  } else if (flag == 1) {
    wmc_assert(data == 42);
  }
}

int main() {
  mp<<<2, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}make-atomic-cuda.cu:17
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}make-atomic-cuda.cu:11:12: fix: make-atomic: every access of flag atomic (release/acquire suffices) removes the data race on flag; data race on data; weak behaviour behind: wmc_assert(data == 42) failed
// CHECK-NEXT: {{^}}   11 | __device__ int flag;
// CHECK-NEXT: {{^}}      |            ^~~{{$}}
// CHECK-NEXT: {{^}}      |            cuda::atomic<int, cuda::thread_scope_device>{{$}}
// After: block 1 reads flag 0, or flag 1 and then (synchronised) data 42.
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/mp.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/mp.cu
// FIXED:      {{^}}__device__ int data;{{$}}
// FIXED-NEXT: {{^}}__device__ cuda::atomic<int, cuda::thread_scope_device> flag;{{$}}
// RUN: %wmc check %t/mp.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
//
// Without <cuda/atomic> the type cannot be named: no edit, and why.
// RUN: grep -v 'include <cuda/atomic>' %s > %t/noinclude.cu
// RUN: not %wmc check --repair %t/noinclude.cu 2>/dev/null | FileCheck %s --check-prefix=NOINCLUDE
// NOINCLUDE: Repair: not-found (0 rounds, 0 edits)
// NOINCLUDE-NEXT: not found: data-race at {{.*}}noinclude.cu:{{[0-9]+}}: no relaxed flag orders the two accesses, and cuda::atomic needs #include <cuda/atomic>, which {{.*}}noinclude.cu does not have;
