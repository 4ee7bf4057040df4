// A failing assert() in a child thread is reported with that thread's name
// and the assert's line.
//
// Exact counts: T0.2's load of x reads T0.1's store (1 complete execution)
// or the initial 0 (the assertion fails: 1 erroneous execution). Same
// under SC, TSO and PSO (one write, one read).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s --check-prefixes=CHECK,FIRST
// RUN: not %t --wmc-keep-going | FileCheck %s --check-prefixes=CHECK,ALL -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=tso | FileCheck %s --check-prefixes=CHECK,ALL -DM=TSO
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefixes=CHECK,ALL -DM=PSO
#include <assert.h>
#include <pthread.h>

int x;

static void *t1(void *arg) {
  x = 1;
  return 0;
}

static void *t2(void *arg) {
  int r = x;
  assert(r == 1); // CHECK: error: assertion-failure: assertion `r == 1' failed at {{.*}}child-assert.c:[[@LINE]] (thread T0.2)
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

// CHECK: T0.2:
// CHECK: load x = 0  [reads the initial value]
// CHECK-NOT: error:
// FIRST: errors=1
// ALL: Summary: model=[[M]] complete=1 erroneous=1 blocked=0 errors=1
