// Twin of mp-blocks.cu with relaxed flag accesses: the flag store does not
// publish the payload, and block 1's read of it races with block 0's write.
// CORPUS: buggy twin of mp-blocks.cu
// ANALYSIS: wmc-weak-publication line=16|18
// EXPLORE: --model=src11
#include <cuda/atomic>

__device__ int payload;
__device__ int ready;
__device__ int result;

__global__ void handoff() {
  cuda::atomic_ref<int, cuda::thread_scope_device> flag(ready);
  if (blockIdx.x == 0) {
    payload = 42;
    flag.store(1, cuda::memory_order_relaxed);
  } else {
    while (flag.load(cuda::memory_order_relaxed) == 0) {
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

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}mp-blocks-bug.cu:20 (thread T0.2(b1,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) payload = {{.*}} @ {{.*}}mp-blocks-bug.cu:15
// CHECK-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(na) payload = {{.*}} @ {{.*}}mp-blocks-bug.cu:20
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
