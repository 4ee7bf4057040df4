// Reads of uninitialized __shared__ memory (issue 10 item 6).
//
// 1. A reduction that forgot the barrier after filling shared memory: thread
//    t0 runs first (lowest thread first) and reads s[2] before t2 wrote it.
//    That read sees no write, but the execution races (t2's write of s[2]
//    is not ordered with t0's read): the race is the error reported, naming
//    both lines, not the uninitialized read it caused.
// RUN: not %wmc check --grid=1 --block=4 --kernel=reduce %s | FileCheck %s --check-prefix=RACE
// RACE: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before at {{.*}}shared-uninitialized.cu:[[#FILL:]] (thread T0.3(b0,t2))
// RACE-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load(na) s[2]@b0 = 0  [reads the initial value] @ {{.*}}shared-uninitialized.cu:[[#FILL+3]]
// RACE-NEXT: T0.3(b0,t2)#{{[0-9]+}}: store(na) s[2]@b0 = 0 @ {{.*}}shared-uninitialized.cu:[[#FILL]]
// RACE-NOT: uninitialized-read
//
// 2. A kernel that only reads shared memory nobody wrote (each thread its
//    own slot, copied to its own output slot): no race, one execution; the
//    uninitialized reads are a warning in the summary and the exit status
//    stays 0. With --uninitialized=error they are the error.
// RUN: %wmc check --grid=1 --block=2 --kernel=copy %s | FileCheck %s --check-prefix=WARN
// WARN-NOT: error:
// WARN: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// WARN-NEXT: warning: uninitialized-read: a read of __shared__/__local memory that no write had initialised (s[0]@b0) at {{.*}}shared-uninitialized.cu:[[#COPY:]] in 1 execution; --wmc-uninitialized=error makes it an error
// RUN: not %wmc check --grid=1 --block=2 --kernel=copy --uninitialized=error %s | FileCheck %s --check-prefix=ERR
// ERR: error: uninitialized-read: read of uninitialized memory (no write to it is visible to this thread) at {{.*}}shared-uninitialized.cu:[[#COPY:]] (thread T0.1(b0,t0))
// RUN: %wmc check --grid=1 --block=2 --kernel=copy --report=json %s | FileCheck %s --check-prefix=JSON
// JSON: "warnings": [
// JSON-NEXT: {
// JSON-NEXT: "executions": 1,
// JSON-NEXT: "file": "{{.*}}shared-uninitialized.cu",
// JSON-NEXT: "kind": "uninitialized-read",
//
// 3. Reading uninitialized shared memory does not stop the check: every
//    thread also writes out[0], which races. (A racy execution's warnings
//    are dropped: its uninitialized reads may be explained by races the
//    stopped run did not reach.)
// RUN: not %wmc check --grid=1 --block=2 --kernel=copy_to_one %s | FileCheck %s --check-prefix=STILL
// STILL: error: data-race: {{.*}}shared-uninitialized.cu:[[#ONE:]]
// STILL-NOT: uninitialized-read
#include <wmc/wmc.h>

__global__ void reduce(const int *in, int *out) {
  __shared__ int s[4];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  // missing __syncthreads();
  for (unsigned k = 2; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0) out[0] = s[0];
}

__global__ void copy(int *out) {
  __shared__ int s[2];
  out[threadIdx.x] = s[threadIdx.x];
}

__global__ void copy_to_one(int *out) {
  __shared__ int s[2];
  out[0] = s[threadIdx.x];
}
