// OpenCL-samples-style work-group reduction: each work-item loads one value
// into __local memory, a barrier(CLK_LOCAL_MEM_FENCE) per halving step, and
// work-item 0 writes the group's sum. Kernel-only: 2 work-groups of 4; the
// input buffer is zeroed, so each work-item adds its local id + 1 (1..4,
// sum 10 per group, checked by work-item 0).
//
// Correct version: no error; exact count 1 complete execution (every
// access is ordered by the barriers, and the two groups write different
// output elements).
//
// Buggy twin (-DNO_BARRIER): the barrier in the loop is removed: work-item 0
// reads scratch[1] in the second step while work-item 1 may still be adding
// into it: a data race on local memory, and (when work-item 0 runs ahead)
// a sum of 6 instead of 10: the assertion fails. Both are reported with
// --keep-going.
//
// RUN: %expect 0 %wmc check %s --global-size=8 --local-size=4 | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s --global-size=8 --local-size=4 --keep-going -- -DNO_BARRIER | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
#include <wmc/opencl.h>

#define GROUP 4

kernel void reduce(global const int *input, global int *output) {
  local int scratch[GROUP];
  size_t lid = get_local_id(0);
  scratch[lid] = input[get_global_id(0)] + (int)lid + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
    if (lid < offset)
      scratch[lid] += scratch[lid + offset]; // BUG-DAG: error: data-race: {{.*}} at {{.*}}ocl_reduction.cl:[[@LINE]]
#ifndef NO_BARRIER
    barrier(CLK_LOCAL_MEM_FENCE);
#endif
  }
  if (lid == 0) {
    output[get_group_id(0)] = scratch[0];
    wmc_assert(scratch[0] == 10); // BUG-DAG: error: assertion-failure: {{.*}} at {{.*}}ocl_reduction.cl:[[@LINE]]
  }
}

// BUG: Summary: model=SRC11 complete=0 {{.*}}errors=2
