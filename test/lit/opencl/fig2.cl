// GPUMC Fig. 2 (SMP, EXPECTED.md C), all work-group scope:
//   work-item 0: X.store(1, relaxed); Y.store(1, release)
//   work-item 1: a = Y.load(acquire); if (a == 1) b = X.load(relaxed)
// * Same work-group: a == 1 && b == 0 is forbidden (2 executions).
// * Different work-groups: it is allowed (the assertion fails in one of the 3
//   executions), and the Y accesses (and the X ones) race heterogeneously.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-grid=1 --wmc-block=2 | FileCheck %s --check-prefix=SAME
// RUN: not %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-keep-going > %t.diff
// RUN: FileCheck %s --check-prefix=DIFF < %t.diff
#include <wmc/opencl.h>

kernel void fig2(global atomic_int *X, global atomic_int *Y) {
  if (get_global_id(0) == 0) {
    atomic_store_explicit(X, 1, memory_order_relaxed, memory_scope_work_group);
    atomic_store_explicit(Y, 1, memory_order_release, memory_scope_work_group);
  } else {
    // DIFF: error: heterogeneous-race: {{.*}} at {{.*}}fig2.cl:[[@LINE+2]] (thread T0.2(b1,t0))
    // DIFF: T0.1(b0,t0)#2: store(rel.cta) Y[0] = 1 @ {{.*}}fig2.cl:[[@LINE-3]]
    int a = atomic_load_explicit(Y, memory_order_acquire, memory_scope_work_group);
    if (a == 1) {
      // DIFF: error: heterogeneous-race: {{.*}} at {{.*}}fig2.cl:[[@LINE+1]] (thread T0.2(b1,t0))
      int b = atomic_load_explicit(X, memory_order_relaxed, memory_scope_work_group);
      // DIFF: error: assertion-failure: wmc_assert(!(a == 1 && b == 0)) failed at {{.*}}fig2.cl:[[@LINE+1]]
      wmc_assert(!(a == 1 && b == 0));
    }
  }
}

// SAME-NOT: error:
// SAME: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// DIFF: Summary: model=SRC11 complete=0 erroneous=3 blocked=0 errors=3
