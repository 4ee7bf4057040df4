// A barrier that only the first half of each work-group reaches; RUN and
// CHECK lines at the end.
#include <wmc/opencl.h>

kernel void halves(global int *out) {
  local int tmp[4];
  size_t l = get_local_id(0);
  tmp[l] = (int)l;
  if (l < 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tmp[l + 2];
  }
}

// wmc-divergent-barrier in OpenCL C: the warning at the barrier, the note
// at the condition on get_local_id; no fix-it (moving the barrier out of
// the `if` changes what the kernel does). wmc analyze reports the same in
// JSON; the explorer shows the divergence.
// RUN: %ocl_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: divergent-barrier.cl:10:5: warning: barrier 'barrier' is not reached by every thread of the block: it depends on a condition that differs between threads [-Wwmc-divergent-barrier]
// CHECK-NOT: fix-it
// CHECK: divergent-barrier.cl:9:7: note: this condition differs between threads of the block
// RUN: not %wmc analyze --report=json %s | python3 -c 'import json,sys; [d] = json.load(sys.stdin)["diagnostics"]; print(d["check"], d["line"], d["column"], [(n["line"], n["column"]) for n in d["notes"]], d["fixits"])' | FileCheck %s --check-prefix=JSON
// JSON: wmc-divergent-barrier 10 5 [(9, 7)] []
// RUN: not %wmc check --global-size=4 --local-size=4 %s 2>&1 | FileCheck %s --check-prefix=EXPLORE
// EXPLORE: error: barrier-divergence: {{.*}}(2 of 4 arrived){{.*}} at {{.*}}divergent-barrier.cl:10
