// GPUMC Fig. 1a (EXPECTED.md C); RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int X;

__global__ void fig1a() {
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
#ifdef SAME_BLOCK
  fig1a<<<1, 2>>>();
#else
  fig1a<<<2, 1>>>();
#endif
  cudaDeviceSynchronize();
  return 0;
}

// Thread 0 stores X = 1 with release at block scope; thread 1 loads X with
// acquire at block scope and, if it saw 1, reads X again with a plain load.
//  - Same block: no race, and b == 1 whenever a == 1 (2 executions).
//  - Different blocks: the scopes do not include each other's thread, so the
//    atomics race heterogeneously and the plain read races with the store.
//
// RUN: %wmc check %s -- -DSAME_BLOCK | FileCheck %s --check-prefix=SAME
// RUN: not %wmc check --keep-going %s | FileCheck %s --check-prefix=DIFF
//
// SAME-NOT: error
// SAME: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
//
// DIFF: error: heterogeneous-race: {{.*}} at {{.*}}fig1a.cu:12 (thread T0.2(b1,t0))
// DIFF-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(rel.cta) X = 1 @ {{.*}}fig1a.cu:10
// DIFF-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(acq.cta) X = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}fig1a.cu:12
// DIFF: error: data-race: {{.*}} at {{.*}}fig1a.cu:14 (thread T0.2(b1,t0))
// DIFF-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(rel.cta) X = 1 @ {{.*}}fig1a.cu:10
// DIFF-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(na) X = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}fig1a.cu:14
// DIFF-NOT: assertion-failure
// DIFF: Summary: model=SRC11 complete=0 erroneous=2 blocked=0 errors=2
