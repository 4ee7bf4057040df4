// Own-slot kernel accesses (docs/instrumentation.md, "Own-slot accesses"):
// every access of a, b and out is x[i], i the global thread index, so the
// analysis proves them private and the runtime makes no event for them. The
// exchanges on `turn` still order the threads: the execution count is the
// same with and without the proof, only the events per execution drop.
// RUN and CHECK lines at the end.

__global__ void vadd(const int *a, const int *b, int *out, unsigned *turn) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = a[i] + b[i] + 1;
  out[i] += (int)atomicExch(turn, (unsigned)i + 1);
  wmc_assert(out[i] >= 1);
}

// RUN: %wmc check %s --grid=1 --block=3 --report=json > %t.on.json
// RUN: FileCheck %s --check-prefix=ON < %t.on.json
// RUN: %wmc check %s --grid=1 --block=3 --report=json -- -fplugin-arg-wmc-no-private > %t.off.json
// RUN: FileCheck %s --check-prefix=OFF < %t.off.json
//
// ON:      "erroneous": 0,
// ON:      "events": 71,
// ON-NEXT: "executions": 6,
// ON:      "verdict": "verified",
// OFF:      "erroneous": 0,
// OFF:      "events": 137,
// OFF-NEXT: "executions": 6,
// OFF:      "verdict": "verified",
