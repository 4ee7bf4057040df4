// abort() in a thread is an error of kind `abort`, reported at the call.
//
// Exact counts: T0.2's single load of x reads either the initial 0 (T0.2
// returns: 1 complete execution) or T0.1's store 1 (abort: 1 erroneous
// execution). One write and one read: the same under SC, TSO and PSO.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-keep-going | FileCheck %s -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s -DM=PSO
#include <pthread.h>
#include <stdlib.h>

int x;

static void *t1(void *arg) {
  x = 1;
  return 0;
}

static void *t2(void *arg) {
  if (x == 1)
    abort(); // CHECK: error: abort: abort() was called at {{.*}}abort.c:[[@LINE]] (thread T0.2)
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

// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=1 erroneous=1 blocked=0 errors=1
