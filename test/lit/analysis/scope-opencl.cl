// One work-item in each of two work-groups increments a counter with
// work-group scope; RUN and CHECK lines at the end.
#include <wmc/opencl.h>

kernel void counter(global atomic_int *c) {
  int old = atomic_fetch_add_explicit(c, 1, memory_order_relaxed, memory_scope_work_group);
  wmc_assert(old == 0 || old == 1);
}

kernel void group_counter(local atomic_int *l, global atomic_int *c) {
  atomic_fetch_add_explicit(l, 1, memory_order_relaxed, memory_scope_work_group);
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wwmc-scope"
  atomic_fetch_add_explicit(c, 1, memory_order_relaxed, memory_scope_work_group);
#pragma clang diagnostic pop
}

// The plugin on OpenCL C: one warning (the __local counter and the line under
// the pragma get none), the note on the kernel argument, the fix-it; the
// pragmas for a wmc group draw no "unknown warning group" from clang.
// RUN: %ocl_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK-NOT: unknown warning group
// CHECK: scope-opencl.cl:6:13: warning: 'atomic_fetch_add_explicit' is atomic only within one work-group, but it accesses global memory ('c') that threads of other work-groups can reach at the same address; use device scope [-Wwmc-scope]
// CHECK: fix-it:"{{.*}}scope-opencl.cl":{6:67-6:90}:"memory_scope_device"
// CHECK-NEXT: scope-opencl.cl:5:40: note: 'c' points to global memory that every work-group can access
// CHECK-NOT: warning:
// CHECK: 1 warning generated
//
// The fix-it, checked by the explorer.
// RUN: not %wmc check --kernel=counter --global-size=2 --local-size=1 %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: error: heterogeneous-race: {{.*}} at {{.*}}scope-opencl.cl:6
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cl
// RUN: %ocl_syntax -Xclang -fixit %t/fixed.cl
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cl
// FIXED: {{^}}  int old = atomic_fetch_add_explicit(c, 1, memory_order_relaxed, memory_scope_device);
// RUN: %wmc check --kernel=counter --global-size=2 --local-size=1 %t/fixed.cl 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
