// Producer/consumer between work-groups: work-group 0 writes a result to
// global memory and publishes it with a device-scope release store of a
// flag; work-group 1 waits for the flag with acquire loads and reads the
// result. 2 work-groups of 1.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --global-size=2 --local-size=1
#include <wmc/opencl.h>

kernel void handoff(global int *data, global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);
  } else {
    while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) == 0) {
    }
    wmc_assert(data[0] == 42);
  }
}

// One complete execution and no blocked one: work-group 0 (the lower
// thread, run first) stores the flag before work-group 1's spin load is
// added, so the load reading the initial 0 reads an overwritten value:
// that run is stopped at the stale await (1 stale run, not counted as
// blocked).
// RUN: %expect 0 %wmc check --global-size=2 --local-size=1 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: note: 1 run stopped at an await that failed on an overwritten value
