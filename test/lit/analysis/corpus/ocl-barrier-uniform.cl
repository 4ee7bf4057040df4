// Neighbour average with the bounds check kept outside the barrier: every
// work-item stages its value (or 0 past the end) and reaches the barrier;
// only the store is guarded. The early exit on a kernel argument (n == 0)
// is uniform: the whole NDRange takes it or none does. 2 work-groups of 4,
// n = 6 (--arg=2=6).
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --global-size=8 --local-size=4 --arg=2=6
#include <wmc/opencl.h>

#define GROUP 4

kernel void smooth(global const int *in, global int *out, int n) {
  local int tile[GROUP];
  if (n == 0)
    return;
  size_t gid = get_global_id(0), lid = get_local_id(0);
  tile[lid] = gid < (size_t)n ? in[gid] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid < (size_t)n)
    out[gid] = (tile[lid] + tile[(lid + 1) % GROUP]) / 2;
}

// One execution: the barrier orders the tile accesses, every output element
// has one writer.
// RUN: %expect 0 %wmc check --global-size=8 --local-size=4 --arg=2=6 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
