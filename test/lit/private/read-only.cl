// A kernel pointer parameter that the kernel only reads (`in`, read at its
// neighbours' indices, so it is not own-slot) gets no events either: the
// analysis proves it read-only (analysis/PrivateSlots.h readOnlyParams) and
// the runtime reads it directly while no event or own-slot claim touches
// those bytes (Session::claimReadOnly; docs/instrumentation.md). The
// verdict and the execution count are those of the run without the proof;
// only the events drop. RUN and CHECK lines at the end.

__kernel void smooth(__global int *out, __global const int *in) {
  size_t i = get_global_id(0);
  int left = in[(i + 3) % 4], right = in[(i + 1) % 4];
  out[i] = left + in[i] + right;
  if (out[i] != 0)
    out[i] = -1;
}

// RUN: %wmc check %s --global-size=4 --local-size=2 --report=json | FileCheck %s --check-prefix=ON
// RUN: %wmc check %s --global-size=4 --local-size=2 --report=json -- -fplugin-arg-wmc-no-private | FileCheck %s --check-prefix=OFF
//
// ON:      "events": 18,
// ON-NEXT: "executions": 1,
// ON:      "verdict": "verified",
// OFF:      "events": 38,
// OFF-NEXT: "executions": 1,
// OFF:      "verdict": "verified",
