// A loop that waits on shared memory nobody writes.
//
// * default: `while (x == 0) counter++;` carries `counter` from one
//   iteration to the next, so it is not an await: T0.1 runs until the
//   per-thread event bound. Its only shared accesses are loads of x, which
//   can only read the initial 0 (nothing writes x), so there is exactly one
//   execution, cut by the bound: complete=0 blocked=1, with the note that
//   the exploration is complete only up to the bound, and no error
//   (exit 0). The same with --wmc-max-events=100 (fast) and with
//   --wmc-unroll=5 (the loop bound cuts it instead), and under TSO.
// * with -DSPIN, `while (x == 0) {}` is an await: its iteration only reads
//   x, and the read already sees the latest (only) value, so T0.1 waits
//   forever and main waits to join it: a deadlock (exit 1), not a bound.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-max-events=100 | FileCheck %s -DM=SC
// RUN: %t --wmc-unroll=5 | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso --wmc-max-events=100 | FileCheck %s -DM=TSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSPIN %s -o %t.spin %wmc_rt
// RUN: not %t.spin | FileCheck %s --check-prefix=SPIN
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=0 erroneous=0 blocked=1 errors=0
// CHECK-NEXT: note: 1 blocked executions hit the loop or event bound (--wmc-unroll / --wmc-max-events); the exploration is complete only up to that bound
// SPIN: error: deadlock: every live thread is blocked: T0 waits to join T0.1, T0.1 spins forever
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
