// Block 0 hands a value to block 1 through a device-scope flag with relaxed
// orders; RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int value;
__device__ int flag;

__global__ void handoff(int *out) {
  cuda::atomic_ref<int, cuda::thread_scope_device> ready(flag);
  if (blockIdx.x == 0) {
    value = 7;
    ready.store(1, cuda::memory_order_relaxed);
  } else {
    while (ready.load(cuda::memory_order_relaxed) == 0) {
    }
    *out = value;
  }
}

int main() {
  int *out;
  cudaMallocManaged(&out, sizeof(int));
  handoff<<<2, 1>>>(out);
  cudaDeviceSynchronize();
  wmc_assert(*out == 7);
  return 0;
}

// wmc-weak-publication on CUDA through the normal clang CUDA invocation: a
// warning at each relaxed side, with a note at the other side and a fix-it
// that replaces the order after `cuda::`.
// RUN: %cuda_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: weak-publication.cu:12:11: warning: relaxed store to 'flag' does not publish the write to 'value' at line 11: a thread that sees the new 'flag' may still read the old 'value'; the store needs memory_order_release [-Wwmc-weak-publication]
// CHECK: fix-it:"{{.*}}weak-publication.cu":{12:26-12:46}:"memory_order_release"
// CHECK-NEXT: weak-publication.cu:14:18: note: 'flag' is read here and guards the read of 'value' at line 16
// CHECK: weak-publication.cu:14:18: warning: relaxed load of 'flag' does not order the read of 'value' at line 16 after it: it may read the old 'value' even when 'flag' is new; the load needs memory_order_acquire [-Wwmc-weak-publication]
// CHECK: fix-it:"{{.*}}weak-publication.cu":{14:29-14:49}:"memory_order_acquire"
// CHECK-NEXT: weak-publication.cu:12:11: note: 'flag' is stored here after the write to 'value' at line 11
// CHECK: 2 warnings generated
// RUN: not %cuda_syntax -fplugin-arg-wmc-Werror=wmc-weak-publication %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: weak-publication.cu:12:11: error: relaxed store to 'flag'{{.*}}[-Werror,-Wwmc-weak-publication]
//
// The round trip: the explorer finds the race on `value`; the fix-its
// applied with -Xclang -fixit make the flag release/acquire, and the fixed
// copy has neither warning nor error. Its executions: the spinning load
// reads the flag's 1 (complete) or its initial 0, which block 0 (run
// first) had already overwritten when the load was added: that run is
// stopped at the stale await (1 stale run, not counted as blocked; 0
// blocked).
// RUN: %wmc check %s > %t.before 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=BEFORE < %t.before
// BEFORE: error: data-race: {{.*}} at {{.*}}weak-publication.cu:16
// BEFORE-NEXT: store(na) value = 7 @ {{.*}}weak-publication.cu:11
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cu
// RUN: %cuda_syntax -Xclang -fixit %t/fixed.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cu
// FIXED: ready.store(1, cuda::memory_order_release);
// FIXED: while (ready.load(cuda::memory_order_acquire) == 0) {
// RUN: %wmc analyze %t/fixed.cu 2>&1 | count 0
// RUN: %wmc check %t/fixed.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// AFTER-NEXT: note: 1 run stopped at an await that failed on an overwritten value
