// Kernels where the own-slot proof must fail (analysis/PrivateSlots.h): each
// is explored with exactly the events it has without the proof
// (-fplugin-arg-wmc-no-private). RUN and CHECK lines at the end.

// Not the thread's own slot: i + 1.
__global__ void neighbour(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i + 1] = i;
}

// `b` may be the same buffer as `a` and is written at another index.
__global__ void alias(int *a, int *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = i;
  if (i == 0)
    b[1] = 1;
}

__device__ void put(int *p, int i) { p[i] += i; }

// `out` escapes: it is passed on to put().
__global__ void escape(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = i;
  put(out, i);
}

// The same as alias with a __restrict__ `a`: the proof holds for `a`, so
// its two stores (one per thread) are not events.
__global__ void restricted(int *__restrict__ a, int *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = i;
  if (i == 0)
    b[1] = 1;
}

// Each kernel file is built once with and once without the proof; the
// kernels then run one at a time.
// RUN: %wmc check -o %t.on %s --kernel=neighbour --block=2 --report=json | FileCheck %s --check-prefix=NEIGHBOUR
// RUN: %wmc check -o %t.off %s --kernel=neighbour --block=2 --report=json -- -fplugin-arg-wmc-no-private | FileCheck %s --check-prefix=NEIGHBOUR
// RUN: %t.on --wmc-model=src11 --wmc-report=json --wmc-block=2 --wmc-kernel=alias | FileCheck %s --check-prefix=ALIAS
// RUN: %t.off --wmc-model=src11 --wmc-report=json --wmc-block=2 --wmc-kernel=alias | FileCheck %s --check-prefix=ALIAS
// RUN: %t.on --wmc-model=src11 --wmc-report=json --wmc-block=2 --wmc-kernel=escape | FileCheck %s --check-prefix=ESCAPE
// RUN: %t.off --wmc-model=src11 --wmc-report=json --wmc-block=2 --wmc-kernel=escape | FileCheck %s --check-prefix=ESCAPE
// RUN: %t.on --wmc-model=src11 --wmc-report=json --wmc-block=2 --wmc-kernel=restricted | FileCheck %s --check-prefix=RESTRICT
// RUN: %t.off --wmc-model=src11 --wmc-report=json --wmc-block=2 --wmc-kernel=restricted | FileCheck %s --check-prefix=RESTRICT-OFF
//
// NEIGHBOUR:      "events": 12,
// NEIGHBOUR-NEXT: "executions": 1,
// NEIGHBOUR:      "verdict": "verified",
// ALIAS:      "events": 13,
// ALIAS-NEXT: "executions": 1,
// ALIAS:      "verdict": "verified",
// ESCAPE:      "events": 16,
// ESCAPE-NEXT: "executions": 1,
// ESCAPE:      "verdict": "verified",
// RESTRICT:      "events": 11,
// RESTRICT-NEXT: "executions": 1,
// RESTRICT:      "verdict": "verified",
// RESTRICT-OFF:      "events": 13,
// RESTRICT-OFF-NEXT: "executions": 1,
// RESTRICT-OFF:      "verdict": "verified",
