// A counter incremented by every thread of two blocks; RUN and CHECK lines at
// the end.
__device__ unsigned counter;

__global__ void count() {
#ifdef BLOCK_SCOPE
  atomicAdd_block(&counter, 1u);
#elif defined(SYSTEM_SCOPE)
  atomicAdd_system(&counter, 1u);
#else
  atomicAdd(&counter, 1u);
#endif
}

int main() {
  count<<<2, 2>>>();
  unsigned total = 0;
  cudaMemcpyFromSymbol(&total, counter, sizeof total);
  wmc_assert(total == 4);
  return 0;
}

// atomicAdd (device scope) and atomicAdd_system count correctly in every
// execution (4! = 24 orders of the four RMWs with --exact-rmw-orders). By
// default the four relaxed updates, whose results are unused and which the
// host reads only after the kernel ended, are explored in one order: 1
// execution. atomicAdd_block is atomic only within a block: the RMWs of
// different blocks race heterogeneously.
//
// RUN: %wmc check %s | FileCheck %s --check-prefixes=DEVICE,ONE
// RUN: %wmc check %s -- -DSYSTEM_SCOPE | FileCheck %s --check-prefixes=DEVICE,ONE
// RUN: %wmc check --exact-rmw-orders %s | FileCheck %s --check-prefixes=DEVICE,ALL
// RUN: %wmc check --exact-rmw-orders %s -- -DSYSTEM_SCOPE | FileCheck %s --check-prefixes=DEVICE,ALL
// RUN: not %wmc check %s -- -DBLOCK_SCOPE | FileCheck %s --check-prefix=BLOCK
//
// DEVICE-NOT: error
// ONE: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// ALL: Summary: model=SRC11 complete=24 erroneous=0 blocked=0 errors=0
//
// BLOCK: error: heterogeneous-race: {{.*}} at {{.*}}counter-scope.cu:7 (thread T0.3(b1,t0))
// BLOCK-NEXT: T0.{{[12]}}(b0,t{{[01]}})#{{[0-9]+}}: rmw-write(rlx.cta) counter = {{[0-9]}} @ {{.*}}counter-scope.cu:7
// BLOCK-NEXT: T0.3(b1,t0)#{{[0-9]+}}: rmw(rlx.cta) counter = {{[0-9]}}  [reads {{.*}}] @ {{.*}}counter-scope.cu:7
// BLOCK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
