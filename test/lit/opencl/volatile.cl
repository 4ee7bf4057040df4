// OpenCL C 2.0 gives `volatile` no atomicity (issue 10 item 6): work-items
// of different work-groups writing and reading a `volatile global int` race.
// (CUDA keeps the PTX reading: volatile is relaxed at system scope; see
// test/lit/cuda/warp-synchronous.cu.) With an atomic flag the same kernel is
// race-free under src11.
//
// Work-item 0 of group 0 writes flag = 1; work-item 0 of group 1 reads it.
// The first execution (group 0 runs first) has the write and then the read,
// unordered by happens-before: a data race, named at both lines.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: not %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-kernel=plain_volatile | FileCheck %s --check-prefix=RACE
// RACE: error: data-race: {{.*}}volatile.cl:[[#READ:]]
// RACE-NEXT: T{{.*}}: store(na) {{.*}} = 1 @ {{.*}}volatile.cl:[[#READ-2]]
// RACE-NEXT: T{{.*}}: load(na) {{.*}}  [reads {{.*}}] @ {{.*}}volatile.cl:[[#READ]]
// The atomic version: 2 executions (the read sees 0 or 1), no error.
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-kernel=atomic_version | FileCheck %s --check-prefix=OK
// OK: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0

__kernel void plain_volatile(volatile __global int *flag, __global int *out) {
  if (get_group_id(0) == 0)
    *flag = 1;
  else
    out[0] = *flag;
}

__kernel void atomic_version(__global atomic_int *flag, __global int *out) {
  if (get_group_id(0) == 0)
    atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
  else
    out[0] = atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device);
}
