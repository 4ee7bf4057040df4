// `wmc check` on an OpenCL C kernel file (docs/opencl.md, docs/cli.md);
// RUN and CHECK lines at the end.
#include <wmc/opencl.h>

kernel void publish(global atomic_int *flag, global int *data) {
  if (get_global_id(0) == 0) {
    *data = 42;
    atomic_store_explicit(flag, 1, memory_order_release, memory_scope_work_group);
  } else if (atomic_load_explicit(flag, memory_order_acquire,
                                  memory_scope_work_group) == 1) {
    wmc_assert(*data == 42);
  }
}

// --global-size and --local-size give the work-groups: two work-items in one
// work-group synchronise through the work-group-scope flag (2 executions, no
// error); in two work-groups the scope is too narrow and the flag accesses
// race heterogeneously. The model defaults to src11.
//
// RUN: %wmc check %s --global-size=2 --local-size=2 | FileCheck %s --check-prefix=GROUP
// RUN: %wmc check %s --global-size=2 | FileCheck %s --check-prefix=GROUP
// RUN: not %wmc check %s --global-size=2 --local-size=1 | FileCheck %s --check-prefix=TWO
// RUN: sh -c '%wmc check %s --global-size=6 --local-size=4 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=DIVIDE
// RUN: sh -c '%wmc check %s --global-size=65536,2 --local-size=2 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=LIMIT
//
// GROUP-NOT: error
// GROUP: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// TWO: error: heterogeneous-race: {{.*}} at {{.*}}check-opencl.cl:9 (thread T0.2(b1,t0))
// TWO-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(rel.cta) {{.*}} = 1 @ {{.*}}check-opencl.cl:8
// TWO-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(acq.cta) {{.*}} = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}check-opencl.cl:9
// DIVIDE: wmc: --global-size=6 is not a multiple of --local-size=4 in dimension x (6 % 4 != 0)
// DIVIDE: exit status 2
// LIMIT: wmc: --global-size=65536,2,1 is 131072 work-items, more than the limit of 65536 per launch
// LIMIT: exit status 2
