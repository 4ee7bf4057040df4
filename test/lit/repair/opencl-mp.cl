// Message passing between two work-groups through a flag whose atomics have
// work-group scope: both flag accesses are widened to device scope (two
// edits, the load's scope argument on its second line). RUN and CHECK lines
// at the end.
#include <wmc/opencl.h>

kernel void mp(global int *data, global atomic_int *flag) {
  if (get_global_id(0) == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_release, memory_scope_work_group);
  } else {
    int ready = atomic_load_explicit(flag, memory_order_acquire,
                                     memory_scope_work_group);
    if (ready)
      wmc_assert(data[0] == 42);
  }
}

// RUN: not %wmc check --repair --global-size=2 --local-size=1 %s 2>/dev/null | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}}opencl-mp.cl:12
// CHECK: Repair: repaired (1 round, 2 edits)
// CHECK-NEXT: {{.*}}opencl-mp.cl:10:58: fix: widen-scope: device scope removes the heterogeneous race on flag[0]
// CHECK-NEXT: {{^}}   10 |     atomic_store_explicit(flag, 1, memory_order_release, memory_scope_work_group);
// CHECK-NEXT: {{^}}      |                                                          ^~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                                          memory_scope_device{{$}}
// CHECK-NEXT: {{.*}}opencl-mp.cl:13:38: fix: widen-scope: device scope removes the heterogeneous race on flag[0]
// CHECK-NEXT: {{^}}   13 |                                      memory_scope_work_group);
// CHECK-NEXT: {{^}}      |                                      ^~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                      memory_scope_device{{$}}
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.cl
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml --global-size=2 --local-size=1 %t/mp.cl > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: %wmc check --global-size=2 --local-size=1 %t/mp.cl 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
