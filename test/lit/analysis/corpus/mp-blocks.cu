// Message passing between blocks: block 0 produces a value in global memory
// and raises a device-scope flag with a release store; block 1 waits for the
// flag with acquire loads and then consumes the value. 2 blocks of 1
// thread.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#include <cuda/atomic>

__device__ int payload;
__device__ int ready;
__device__ int result;

__global__ void handoff() {
  cuda::atomic_ref<int, cuda::thread_scope_device> flag(ready);
  if (blockIdx.x == 0) {
    payload = 42;
    flag.store(1, cuda::memory_order_release);
  } else {
    while (flag.load(cuda::memory_order_acquire) == 0) {
    }
    result = payload;
  }
}

int main() {
  handoff<<<2, 1>>>();
  int got = 0;
  cudaMemcpyFromSymbol(&got, result, sizeof got);
  wmc_assert(got == 42);
  return 0;
}

// One complete execution (the flag read 1, payload 42) and no blocked one:
// block 0 (the lower thread, run first) stores the flag before block 1's
// spin load is added, so the load's other choice, the initial 0, was
// already overwritten: a stale await, its run stopped (1 stale run, not
// counted as blocked).
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: note: 1 run stopped at an await that failed on an overwritten value
