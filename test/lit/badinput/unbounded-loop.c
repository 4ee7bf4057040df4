// A loop that waits on shared memory nobody writes.
//
// * default: `while (x == 0) counter++;` carries `counter` from one
//   iteration to the next, so it is not an await: T0.1 runs until the
//   per-thread event bound. Its only shared accesses are loads of x, which
//   can only read the initial 0 (nothing writes x), so there is exactly one
//   execution, cut by the bound: complete=0 blocked=1. Nothing completed, so
//   nothing was verified: the INCONCLUSIVE warning and exit status 3, never
//   0 (issue 11 item 2), with the loop named (item 3). The same with
//   --wmc-max-events=100 (fast), with --wmc-unroll=5 (the loop bound cuts
//   the loop instead: the loop waits on x, it is not a counted loop), and
//   under TSO.
// * with -DSPIN, `while (x == 0) {}` is an await: its iteration only reads
//   x, and the read already sees the latest (only) value, so T0.1 waits
//   forever and main waits to join it: a deadlock (exit 1), not a bound.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t; echo "exit status $?"' | FileCheck %s -DM=SC --check-prefixes=CHECK,EVENTS
// RUN: sh -c '%t --wmc-max-events=100; echo "exit status $?"' | FileCheck %s -DM=SC --check-prefixes=CHECK,EVENTS
// RUN: sh -c '%t --wmc-unroll=5; echo "exit status $?"' | FileCheck %s -DM=SC --check-prefixes=CHECK,UNROLL
// RUN: sh -c '%t --wmc-model=tso --wmc-max-events=100; echo "exit status $?"' | FileCheck %s -DM=TSO --check-prefixes=CHECK,EVENTS
// RUN: not %t --wmc-unroll=5 --wmc-report=json | FileCheck %s --check-prefix=JSON
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSPIN %s -o %t.spin %wmc_rt
// RUN: not %t.spin | FileCheck %s --check-prefix=SPIN
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=0 erroneous=0 blocked=1 errors=0
// EVENTS-NEXT: note: the event bound (--wmc-max-events) cut 1 execution at {{.*}}unbounded-loop.c:53
// UNROLL-NEXT: note: the loop bound (--wmc-unroll) cut 1 execution in the loop at {{.*}}unbounded-loop.c:53
// CHECK-NEXT: note: 1 execution blocked by a bound: the exploration is complete only up to that bound
// CHECK-NEXT: warning: INCONCLUSIVE: no execution completed (1 blocked, 1 of them cut by a bound): nothing was verified
// CHECK-NEXT: exit status 3
// JSON: "bound_sites": [
// JSON-NEXT: {
// JSON-NEXT: "bound": "loop",
// JSON-NEXT: "executions": 1,
// JSON-NEXT: "file": "{{.*}}unbounded-loop.c",
// JSON-NEXT: "line": 53
// JSON: "verdict": "inconclusive"
// SPIN: error: deadlock: every live thread is blocked: T0 waiting to join T0.1 at {{.*}}unbounded-loop.c:63; T0.1 spinning forever at {{.*}}unbounded-loop.c:49
// SPIN: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
// SPIN-NOT: bound
#include <pthread.h>
#include <stdio.h>

int x;

static void *t1(void *arg) {
#ifdef SPIN
  while (x == 0) {
  }
#else
  int counter = 0;
  while (x == 0)
    counter++;
  printf("%d\n", counter);
#endif
  return 0;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, t1, 0);
  pthread_join(a, 0);
  return 0;
}
