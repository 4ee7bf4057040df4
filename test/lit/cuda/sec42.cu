// GPUMC §4.2 (EXPECTED.md C); RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int X, Y;
__device__ int seen11; // an execution had a == 1 && b == 1

__global__ void sec42() {
  cuda::atomic_ref<int, cuda::thread_scope_block> x(X), y(Y);
  if (threadIdx.x == 0) {
    x.store(1, cuda::memory_order_release);
    y.store(1, cuda::memory_order_release);
  } else {
    int a = Y; // plain
    int b = x.load(cuda::memory_order_acquire);
    if (a == 1 && b == 1)
      seen11 = 1;
  }
}

int main() {
  sec42<<<1, 2>>>();
  cudaDeviceSynchronize();
#ifdef FIND_11
  wmc_assert(seen11 == 0);
#endif
  return 0;
}

// In one block, thread 0: X = 1 (release); Y = 1 (release). Thread 1:
// a = Y (plain); b = X (acquire). Exactly 4 consistent executions, a data
// race on Y, and a == 1 && b == 1 is reachable (FIND_11 asserts it is not).
//
// RUN: not %wmc check --keep-going %s | FileCheck %s
// RUN: not %wmc check --keep-going %s | FileCheck %s --check-prefix=EXACT
// EXACT: Summary: model=SRC11 complete=0 erroneous=4 blocked=0 errors=1
// RUN: not %wmc check --keep-going %s -- -DFIND_11 | FileCheck %s --check-prefix=FIND11
//
// The 4 executions are the complete plus the erroneous ones (those in which
// the race is reported).
//
// CHECK: error: data-race: {{.*}} at {{.*}}sec42.cu:13 (thread T0.2(b0,t1))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(rel.cta) Y = 1 @ {{.*}}sec42.cu:11
// CHECK-NEXT: T0.2(b0,t1)#{{[0-9]+}}: load(na) Y = {{[01]}} {{.*}}@ {{.*}}sec42.cu:13
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=[[#C:]]
// CHECK-SAME: erroneous=[[#4-C]] blocked=0 errors=1
//
// FIND11: error: assertion-failure: wmc_assert(seen11 == 0) failed at {{.*}}sec42.cu:24 (thread T0)
// FIND11-NEXT: T0#{{[0-9]+}}: load seen11 = 1  [reads T0.2(b0,t1)#{{[0-9]+}}] @ {{.*}}sec42.cu:24
// FIND11: Summary: model=SRC11 complete=[[#C:]]
// FIND11-SAME: erroneous=[[#4-C]] blocked=0 errors=2
