// Work-group reduction (OpenCL samples style): each work-item loads one
// value into __local memory, the group halves the active work-items per
// step with a barrier(CLK_LOCAL_MEM_FENCE) after each step, and work-item 0
// writes the group's sum. 2 work-groups of 4; the input buffer is zeroed,
// so each work-item adds its local id + 1 (sum 10 per group).
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --global-size=8 --local-size=4
#include <wmc/opencl.h>

kernel void reduce(global const int *input, global int *output, local int *scratch) {
  size_t lid = get_local_id(0);
  scratch[lid] = input[get_global_id(0)] + (int)lid + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
    if (lid < offset)
      scratch[lid] += scratch[lid + offset];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) {
    output[get_group_id(0)] = scratch[0];
    wmc_assert(scratch[0] == 10);
  }
}

// One execution: the barriers order every __local access; the groups write
// different output elements.
// RUN: %expect 0 %wmc check --global-size=8 --local-size=4 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
