// Twin of ocl-barrier-uniform.cl with the bounds check around the barrier:
// the work-items past the end of the data (global id >= n) skip it, and the
// others of their work-group wait there forever.
// CORPUS: buggy twin of ocl-barrier-uniform.cl
// ANALYSIS: wmc-divergent-barrier line=18
// EXPLORE: --global-size=8 --local-size=4 --arg=2=6
#include <wmc/opencl.h>

#define GROUP 4

kernel void smooth(global const int *in, global int *out, int n) {
  local int tile[GROUP];
  if (n == 0)
    return;
  size_t gid = get_global_id(0), lid = get_local_id(0);
  if (gid < (size_t)n) {
    tile[lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[gid] = (tile[lid] + tile[(lid + 1) % GROUP]) / 2;
  }
}

// RUN: %expect 1 %wmc check --global-size=8 --local-size=4 --arg=2=6 %s | FileCheck %s
// CHECK: error: barrier-divergence: {{.*}}never reach (2 of 4 arrived){{.*}} at {{.*}}ocl-barrier-uniform-bug.cl:18 (thread T0.5(b1,t0))
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
