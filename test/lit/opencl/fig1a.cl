// GPUMC Fig. 1a (EXPECTED.md C) in OpenCL C: work-item 0 publishes X with a
// work-group-scope release store, work-item 1 reads it with a work-group-scope
// acquire load and then reads X plainly.
// * Same work-group: no race; b == 1 whenever a == 1 (2 executions).
// * Different work-groups: the work-group scopes do not include each other's
//   work-item, so the two atomics race heterogeneously, and the plain read
//   races with the store.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-grid=1 --wmc-block=2 | FileCheck %s --check-prefix=SAME
// RUN: not %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-keep-going > %t.diff
// RUN: FileCheck %s --check-prefix=DIFF < %t.diff
#include <wmc/opencl.h>

kernel void fig1a(global atomic_int *X) {
  if (get_global_id(0) == 0) {
    atomic_store_explicit(X, 1, memory_order_release, memory_scope_work_group);
  } else {
    // DIFF: error: heterogeneous-race: {{.*}} at {{.*}}fig1a.cl:[[@LINE+2]] (thread T0.2(b1,t0))
    // DIFF: T0.1(b0,t0)#1: store(rel.cta) X[0] = 1 @ {{.*}}fig1a.cl:[[@LINE-3]]
    int a = atomic_load_explicit(X, memory_order_acquire, memory_scope_work_group);
    if (a == 1) {
      // DIFF: error: data-race: {{.*}} at {{.*}}fig1a.cl:[[@LINE+1]] (thread T0.2(b1,t0))
      int b = *(global int *)X;
      wmc_assert(b == 1);
    }
  }
}

// SAME-NOT: error:
// SAME: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// DIFF-NOT: assertion-failure
// DIFF: Summary: model=SRC11 complete=0 erroneous=2 blocked=0 errors=2
