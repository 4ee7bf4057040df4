// Errors in two threads of the same execution.
// x and y are never written, so each thread's single load reads the
// initial 0: there is exactly one execution, under every model.
// * default: both threads' assertions fail in it. Without --wmc-keep-going
//   the first error stops the exploration (1 error); with it, the other
//   thread runs on after the first failure (guide.md, Results) and its
//   assertion fails too: 1 erroneous execution, 2 distinct errors.
// * with -DASSUME, T0.1's wmc_assume(x == 1) stops T0.1 (a blocked thread,
//   not an error) but T0.2 keeps running and still fails its assertion, so
//   the execution is erroneous, not blocked, even without --wmc-keep-going.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s --check-prefix=FIRST
// RUN: not %t --wmc-keep-going | FileCheck %s --check-prefix=BOTH -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefix=BOTH -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DASSUME %s -o %t.a %wmc_rt
// RUN: not %t.a | FileCheck %s --check-prefix=ASSUME
// RUN: not %t.a --wmc-keep-going | FileCheck %s --check-prefix=ASSUME
#include <assert.h>
#include <pthread.h>
#include <wmc/wmc.h>

int x, y;

static void *t1(void *arg) {
#ifdef ASSUME
  wmc_assume(x == 1);
#else
  assert(x == 1); // BOTH-DAG: error: assertion-failure: assertion `x == 1' failed at {{.*}}errors-in-two-threads.c:[[@LINE]] (thread T0.1)
#endif
  return 0;
}

static void *t2(void *arg) {
  assert(y == 1); // BOTH-DAG: error: assertion-failure: assertion `y == 1' failed at {{.*}}errors-in-two-threads.c:[[@LINE]] (thread T0.2)
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
// FIRST: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
// FIRST-NEXT: note: stopped at the first error
// BOTH: Summary: model=[[M]] complete=0 erroneous=1 blocked=0 errors=2
// ASSUME: error: assertion-failure: assertion `y == 1' failed at {{.*}}errors-in-two-threads.c:{{[0-9]+}} (thread T0.2)
// ASSUME-NOT: error:
// ASSUME: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
