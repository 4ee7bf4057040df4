// LB ring under scoped RC11 (EXPECTED.md C); RUN and CHECK lines at the end.
#include <cuda/atomic>

#ifndef N
#define N 4
#endif

__device__ int V[N];

__global__ void ring() {
  unsigned i = blockIdx.x;
  cuda::atomic_ref<int, cuda::thread_scope_device> next(V[(i + 1) % N]);
  cuda::atomic_ref<int, cuda::thread_scope_device> mine(V[i]);
  int r = next.load(cuda::memory_order_acquire);
  (void)r;
  mine.store(1, cuda::memory_order_release);
}

#ifndef KERNEL_ONLY
int main() {
  ring<<<N, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
#endif

// n threads, each in its own block, device scope: thread i reads
// V[(i+1) mod n] with acquire, then writes V[i] = 1 with release. Exactly
// 2^n - 1 executions (the all-ones cycle would be thin air). The last line
// launches the kernel with no main, through --grid.
//
// RUN: %wmc check %s -- -DN=2 | FileCheck %s -DCOUNT=3
// RUN: %wmc check %s -- -DN=3 | FileCheck %s -DCOUNT=7
// RUN: %wmc check %s -- -DN=4 | FileCheck %s -DCOUNT=15
// RUN: %wmc check %s -- -DN=5 | FileCheck %s -DCOUNT=31
// RUN: %wmc check %s -- -DN=6 | FileCheck %s -DCOUNT=63
// RUN: %wmc check %s -- -DN=7 | FileCheck %s -DCOUNT=127
// RUN: %wmc check %s -- -DN=8 | FileCheck %s -DCOUNT=255
// RUN: %wmc check %s -- -DN=9 | FileCheck %s -DCOUNT=511
// RUN: %wmc check %s -- -DN=10 | FileCheck %s -DCOUNT=1023
// RUN: %wmc check %s -- -DN=11 | FileCheck %s -DCOUNT=2047
// RUN: %wmc check %s -- -DN=12 | FileCheck %s -DCOUNT=4095
// RUN: %wmc check %s --grid=12 -- -DN=12 -DKERNEL_ONLY | FileCheck %s -DCOUNT=4095
//
// CHECK-NOT: error
// CHECK: Summary: model=SRC11 complete=[[COUNT]] erroneous=0 blocked=0 errors=0
