// Twin of ocl-mp.cl with relaxed flag accesses: the flag store does not
// publish the result, and work-group 1's read races with the write.
// CORPUS: buggy twin of ocl-mp.cl
// ANALYSIS: wmc-weak-publication line=11|13
// EXPLORE: --global-size=2 --local-size=1
#include <wmc/opencl.h>

kernel void handoff(global int *data, global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  } else {
    while (atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device) == 0) {
    }
    wmc_assert(data[0] == 42);
  }
}

// RUN: %expect 1 %wmc check --global-size=2 --local-size=1 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}ocl-mp-bug.cl:15 (thread T0.2(b1,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) data[0] = {{.*}} @ {{.*}}ocl-mp-bug.cl:10
// CHECK-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(na) data[0] = {{.*}} @ {{.*}}ocl-mp-bug.cl:15
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
