// GPUMC Fig. 2, SMP (EXPECTED.md C); RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int X, Y;
__device__ int outcome[2]; // a, b of the reading thread

__global__ void smp() {
  unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
  cuda::atomic_ref<int, cuda::thread_scope_block> x(X), y(Y);
  if (id == 0) {
    x.store(1, cuda::memory_order_relaxed);
    y.store(1, cuda::memory_order_release);
  } else {
    int a = y.load(cuda::memory_order_acquire);
    int b = -1;
    if (a == 1)
      b = x.load(cuda::memory_order_relaxed);
    outcome[0] = a;
    outcome[1] = b;
  }
}

int main() {
#ifdef SAME_BLOCK
  smp<<<1, 2>>>();
#else
  smp<<<2, 1>>>();
#endif
  int h[2];
  cudaMemcpyFromSymbol(h, outcome, sizeof h);
  wmc_assert(!(h[0] == 1 && h[1] == 0));
  return 0;
}

// Thread 0: X = 1 (relaxed); Y = 1 (release). Thread 1: a = Y (acquire);
// if a == 1, b = X (relaxed). All at block scope.
//  - Same block: release/acquire synchronise, so a == 1 && b == 0 is
//    forbidden: 2 executions (a == 0, or a == 1 && b == 1), no error.
//  - Different blocks: block scope does not include the other thread, so
//    there is no synchronisation: a == 1 && b == 0 is reachable, and the Y
//    (and X) accesses race heterogeneously.
//
// RUN: %wmc check %s -- -DSAME_BLOCK | FileCheck %s --check-prefix=SAME
// RUN: not %wmc check --keep-going %s | FileCheck %s --check-prefix=DIFF
//
// SAME-NOT: error
// SAME: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
//
// DIFF: error: heterogeneous-race: {{.*}} at {{.*}}fig2.cu:14 (thread T0.2(b1,t0))
// DIFF-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(rel.cta) Y = 1 @ {{.*}}fig2.cu:12
// DIFF-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(acq.cta) Y = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}fig2.cu:14
// DIFF: error: heterogeneous-race: {{.*}} at {{.*}}fig2.cu:17 (thread T0.2(b1,t0))
// DIFF-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(rlx.cta) X = 1 @ {{.*}}fig2.cu:11
// DIFF-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(rlx.cta) X = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}fig2.cu:17
// DIFF: error: assertion-failure: wmc_assert(!(h[0] == 1 && h[1] == 0)) failed at {{.*}}fig2.cu:31 (thread T0)
// DIFF-NEXT: T0#{{[0-9]+}}: load outcome[1] = 0  [reads T0.2(b1,t0)#{{[0-9]+}}] @ {{.*}}fig2.cu:30
// DIFF: Summary: model=SRC11 complete=0 erroneous=3 blocked=0 errors=3
