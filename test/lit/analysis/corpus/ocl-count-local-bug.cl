// Twin of ocl-count-local.cl that skips the __local stage and counts
// straight into the global total, keeping the work-group scope: the
// atomics of different work-groups on the global counter are not atomic
// with respect to each other (a heterogeneous race).
// CORPUS: buggy twin of ocl-count-local.cl
// ANALYSIS: wmc-scope line=12
// EXPLORE: --global-size=4 --local-size=2
#include <wmc/opencl.h>

kernel void count_hits(global const int *input, global atomic_int *total) {
  if (input[get_global_id(0)] == 0)
    atomic_fetch_add_explicit(total, 1, memory_order_relaxed, memory_scope_work_group);
}

// RUN: %expect 1 %wmc check --global-size=4 --local-size=2 %s | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}} at {{.*}}ocl-count-local-bug.cl:12 (thread T0.3(b1,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: rmw-write(rlx.cta) total[0] = {{.*}} @ {{.*}}ocl-count-local-bug.cl:12
// CHECK-NEXT: T0.3(b1,t0)#{{[0-9]+}}: rmw(rlx.cta) total[0] = {{.*}} @ {{.*}}ocl-count-local-bug.cl:12
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
