// --wmc-keep-going explores every execution and counts the erroneous ones;
// without it the exploration stops at the first error.
//
// T0.1 stores 1 then 2 into x; T0.2 loads x once and can read 0, 1 or 2
// (3 executions: coherence order is fixed by T0.1's program order; the same
// under SC, TSO and PSO).
// * default: r == 0 fails the first assert, r == 1 the second: 1 complete,
//   2 erroneous, 2 distinct errors.
// * with -DSAME, a single assert(r == 2) fails in 2 executions: 1 complete,
//   2 erroneous, 1 error "seen in 2 executions".
// Without --wmc-keep-going: exit 1, one error, and the note that the
// exploration stopped early.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s --check-prefix=FIRST
// RUN: not %t --wmc-keep-going | FileCheck %s --check-prefix=TWO -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=tso | FileCheck %s --check-prefix=TWO -DM=TSO
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefix=TWO -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSAME %s -o %t.same %wmc_rt
// RUN: not %t.same --wmc-keep-going | FileCheck %s --check-prefix=SAME
// RUN: not %t.same | FileCheck %s --check-prefix=FIRST
#include <assert.h>
#include <pthread.h>

int x;

static void *t1(void *arg) {
  x = 1;
  x = 2;
  return 0;
}

static void *t2(void *arg) {
  int r = x;
#ifdef SAME
  assert(r == 2); // SAME: error: assertion-failure: assertion `r == 2' failed at {{.*}}keep-going.c:[[@LINE]] (thread T0.2)
#else
  assert(r != 0); // TWO-DAG: error: assertion-failure: assertion `r != 0' failed at {{.*}}keep-going.c:[[@LINE]] (thread T0.2)
  assert(r != 1); // TWO-DAG: error: assertion-failure: assertion `r != 1' failed at {{.*}}keep-going.c:[[@LINE]] (thread T0.2)
#endif
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// FIRST: error: assertion-failure:
// FIRST-NOT: error:
// FIRST: Summary: model=SC {{.*}} errors=1
// FIRST-NEXT: note: stopped at the first error; use --wmc-keep-going to explore everything
// TWO-NOT: error:
// TWO: Summary: model=[[M]] complete=1 erroneous=2 blocked=0 errors=2
// TWO-NOT: note:
// SAME-NEXT: T0.2#1: load x = {{[01]}}
// SAME-NEXT: (seen in 2 executions)
// SAME-NOT: error:
// SAME: Summary: model=SC complete=1 erroneous=2 blocked=0 errors=1
// SAME-NOT: note:
