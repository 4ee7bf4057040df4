// An atomic counter incremented by one work-item in each of two work-groups.
// With memory_scope_work_group the increments race heterogeneously (neither
// scope includes the other work-item); with memory_scope_device they do not
// (2 executions: the two orders of the increments). Within one work-group,
// work-group scope is enough.
// The scope is a compile-time constant (kernel counter) or a kernel argument
// (kernel counter_arg, --wmc-arg=1=VALUE: work_group 1, device 2), which the
// lowering maps at run time.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: not %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-kernel=counter | FileCheck %s --check-prefix=RACE
// RUN: not %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-kernel=counter_arg --wmc-arg=1=1 | FileCheck %s --check-prefix=RACE
// RACE: error: heterogeneous-race: {{.*}}counter-scope.cl:{{[0-9]+}}
// RUN: %t --wmc-model=src11 --wmc-grid=1 --wmc-block=2 --wmc-kernel=counter | FileCheck %s --check-prefix=OK
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-kernel=counter_arg --wmc-arg=1=2 | FileCheck %s --check-prefix=OK
// RUN: %ocl_cc -DSCOPE=memory_scope_device -c %s -o %t.dev.o
// RUN: %clang %t.dev.o -o %t.dev %wmc_rt
// RUN: %t.dev --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-kernel=counter | FileCheck %s --check-prefix=OK
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
#include <wmc/opencl.h>

#ifndef SCOPE
#define SCOPE memory_scope_work_group
#endif

kernel void counter(global atomic_int *c) {
  int old = atomic_fetch_add_explicit(c, 1, memory_order_relaxed, SCOPE);
  wmc_assert(old == 0 || old == 1);
}

kernel void counter_arg(global atomic_int *c, int scope) {
  int old = atomic_fetch_add_explicit(c, 1, memory_order_relaxed, (memory_scope)scope);
  wmc_assert(old == 0 || old == 1);
}
