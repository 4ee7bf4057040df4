// Each work-item of a work-group adds its left neighbour's value, which the
// neighbour writes with no barrier in between; RUN and CHECK lines at the
// end.
#include <wmc/opencl.h>

kernel void shift(global const int *in, global int *out) {
  local int tile[4];
  size_t l = get_local_id(0);
  tile[l] = in[get_global_id(0)];
  int left = l > 0 ? tile[l - 1] : 0;
  out[get_global_id(0)] = left;
}

// wmc-shared-race in OpenCL C: the warning at the read of the neighbour's
// element, the note at the write, and the fix-it that puts
// barrier(CLK_LOCAL_MEM_FENCE) on its own line between them.
// RUN: %ocl_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: shared-race.cl:10:22: warning: data race on shared memory 'tile': this read and a write by another thread of the block may touch the same element with no barrier between them [-Wwmc-shared-race]
// CHECK: fix-it:"{{.*}}shared-race.cl":{10:1-10:1}:"  barrier(CLK_LOCAL_MEM_FENCE);\n"
// CHECK-NEXT: shared-race.cl:9:3: note: the write by another thread
// CHECK: 1 warning generated
//
// The round trip: the explorer finds the race; the copy fixed with
// -Xclang -fixit has neither warning nor error.
// RUN: %wmc check --global-size=4 --local-size=4 %s > %t.before 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=BEFORE < %t.before
// BEFORE: error: data-race: {{.*}} at {{.*}}shared-race.cl:10
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cl
// RUN: %ocl_syntax -Xclang -fixit %t/fixed.cl 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cl
// FIXED: {{^}}  tile[l] = in[get_global_id(0)];
// FIXED-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// FIXED-NEXT: {{^}}  int left = l > 0 ? tile[l - 1] : 0;
// RUN: %wmc analyze %t/fixed.cl 2>&1 | count 0
// RUN: %wmc check --global-size=4 --local-size=4 %t/fixed.cl 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
