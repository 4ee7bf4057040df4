// GPUMC §4.2 (EXPECTED.md C), one work-group:
//   work-item 0: X.store(1, release); Y.store(1, release)
//   work-item 1: a = Y (plain); b = X.load(acquire)
// Exactly 4 consistent executions (2 of them with the race), a == 1 && b == 1
// is reachable, and the plain read of Y races with the store.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: not %t --wmc-model=src11 --wmc-grid=1 --wmc-block=2 --wmc-keep-going | FileCheck %s
// RUN: not %t --wmc-model=src11 --wmc-grid=1 --wmc-block=2 --wmc-keep-going | FileCheck %s --check-prefix=EXACT
// EXACT: Summary: model=SRC11 complete=0 erroneous=4 blocked=0 errors=1
// RUN: %ocl_cc -DASSERT_NOT_BOTH -c %s -o %t.both.o
// RUN: %clang %t.both.o -o %t.both %wmc_rt
// RUN: not %t.both --wmc-model=src11 --wmc-grid=1 --wmc-block=2 --wmc-keep-going | FileCheck %s --check-prefixes=CHECK,BOTH
#include <wmc/opencl.h>

kernel void sec42(global atomic_int *X, global atomic_int *Y) {
  if (get_local_id(0) == 0) {
    atomic_store_explicit(X, 1, memory_order_release, memory_scope_work_group);
    atomic_store_explicit(Y, 1, memory_order_release, memory_scope_work_group);
  } else {
    // CHECK: error: data-race: {{.*}} at {{.*}}sec42.cl:[[@LINE+2]] (thread T0.2(b0,t1))
    // CHECK: T0.1(b0,t0)#2: store(rel.cta) Y[0] = 1 @ {{.*}}sec42.cl:[[@LINE-3]]
    int a = *(global int *)Y;
    int b = atomic_load_explicit(X, memory_order_acquire, memory_scope_work_group);
#ifdef ASSERT_NOT_BOTH
    // BOTH: error: assertion-failure: wmc_assert(!(a == 1 && b == 1)) failed at {{.*}}sec42.cl:[[@LINE+1]]
    wmc_assert(!(a == 1 && b == 1));
#endif
  }
}

// CHECK: Summary: model=SRC11 complete=[[#C:]]
// CHECK-SAME: erroneous=[[#4-C]] blocked=0
