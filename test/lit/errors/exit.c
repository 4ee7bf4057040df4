// exit() in a thread ends the execution (as complete, not as an error):
// main, which joins that thread, never runs the code after the join. The
// binary's exit status is wmc's verdict, not the test's exit code.
// Other threads may still have run before the exit: with -DRACE, T0.2
// can read T0.1's `x = 1` before T0.1 calls exit().
//
// Exact counts:
// * default: T0.1 only calls exit(3); main waits for it and never reaches
//   its assert(0): 1 complete execution, no error, exit status 0.
// * with -DRACE, T0.2 reads x once: 0 (it finishes: 1 complete execution) or 1
//   (its assertion fails: 1 erroneous execution), under SC, TSO and PSO.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-keep-going | FileCheck %s --check-prefix=EXIT
// RUN: %t | FileCheck %s --check-prefix=EXIT
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DRACE %s -o %t.race %wmc_rt
// RUN: not %t.race --wmc-keep-going | FileCheck %s --check-prefix=RACE -DM=SC
// RUN: not %t.race --wmc-keep-going --wmc-model=tso | FileCheck %s --check-prefix=RACE -DM=TSO
// RUN: not %t.race --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefix=RACE -DM=PSO
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int x;

static void *t1(void *arg) {
  x = 1;
  exit(3);
  return 0;
}

static void *t2(void *arg) {
  int r = x;
  assert(r == 0); // RACE: error: assertion-failure: assertion `r == 0' failed at {{.*}}exit.c:[[@LINE]] (thread T0.2)
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
#ifdef RACE
  pthread_create(&b, 0, t2, 0);
#endif
  pthread_join(a, 0);
  assert(0 && "unreachable: T0.1 called exit()");
  return 0;
}

// EXIT-NOT: error:
// EXIT: Summary: model=SC complete=1 erroneous=0 blocked=0 errors=0
// RACE-NOT: error:
// RACE: Summary: model=[[M]] complete=1 erroneous=1 blocked=0 errors=1
