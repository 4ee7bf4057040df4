// Counting in two stages: the work-items of a group count their hits in a
// __local counter with work-group-scoped atomics (enough: only the group
// can see __local memory), then work-item 0 adds the group's count to the
// global total with a device-scoped atomic. 2 work-groups of 2; the input
// buffer is zeroed, so every work-item counts a hit.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --global-size=4 --local-size=2
#include <wmc/opencl.h>

kernel void count_hits(global const int *input, global atomic_int *total) {
  local atomic_int hits;
  size_t lid = get_local_id(0);
  if (lid == 0)
    atomic_init(&hits, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (input[get_global_id(0)] == 0)
    atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    int group = atomic_load_explicit(&hits, memory_order_relaxed, memory_scope_work_group);
    atomic_fetch_add_explicit(total, group, memory_order_relaxed, memory_scope_device);
  }
}

// Every increment's result is unused and relaxed: a counter. Work-item 0
// reads `hits` after the barrier, when both increments of its group are
// there, so it reads 2 whichever came first, and nothing reads `total`:
// no access tells the orders apart, and they are explored in one order
// (1 execution). With --exact-rmw-orders every order is explored: in each
// work-group the 2 orders of its two __local increments, times the 2
// orders of the two groups' global additions, 8 executions.
// (tally.py checks that the RUN line explores with the EXPLORE options, so
// the --exact-rmw-orders count is not run here; opencl/counter-unused.cl
// runs the flag on OpenCL counters.)
// RUN: %expect 0 %wmc check --global-size=4 --local-size=2 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
