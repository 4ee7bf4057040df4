// OpenCL C: get_global_id(0) indexes the work-item's own slot, so `out` and
// `in` get no events (docs/instrumentation.md, "Own-slot accesses").
// RUN and CHECK lines at the end.

__kernel void twice(__global int *out, __global const int *in) {
  size_t i = get_global_id(0);
  out[i] = 2 * in[i] + 1;
  if (out[i] != 1)
    out[i] = -1;
}

// RUN: %wmc check %s --global-size=4 --local-size=2 --report=json | FileCheck %s --check-prefix=ON
// RUN: %wmc check %s --global-size=4 --local-size=2 --report=json -- -fplugin-arg-wmc-no-private | FileCheck %s --check-prefix=OFF
//
// ON:      "events": 18,
// ON-NEXT: "executions": 1,
// ON:      "verdict": "verified",
// OFF:      "events": 30,
// OFF-NEXT: "executions": 1,
// OFF:      "verdict": "verified",
