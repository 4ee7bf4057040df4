// Twin of ocl-reduce.cl without the barrier in the loop: work-item 0 reads
// scratch[1] in the second step while work-item 1 may still be adding into
// it in the first.
// CORPUS: buggy twin of ocl-reduce.cl
// ANALYSIS: wmc-shared-race line=15
// EXPLORE: --global-size=8 --local-size=4
#include <wmc/opencl.h>

kernel void reduce(global const int *input, global int *output, local int *scratch) {
  size_t lid = get_local_id(0);
  scratch[lid] = input[get_global_id(0)] + (int)lid + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
    if (lid < offset)
      scratch[lid] += scratch[lid + offset];
  }
  if (lid == 0) {
    output[get_group_id(0)] = scratch[0];
    wmc_assert(scratch[0] == 10);
  }
}

// The explorer's first execution lets work-item 0 run ahead: it adds up 6
// instead of 10 and the assertion fails (its reads also race with the other
// work-items' writes, reported with --keep-going).
// RUN: %expect 1 %wmc check --global-size=8 --local-size=4 %s | FileCheck %s
// CHECK: error: assertion-failure: {{.*}} at {{.*}}ocl-reduce-bug.cl:19 (thread T0.1(b0,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load scratch[0]@b0 = 6 {{.*}} @ {{.*}}ocl-reduce-bug.cl:19
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
