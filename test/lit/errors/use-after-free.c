// A load of a freed heap block is an invalid-access error at the load.
//
// Exact counts: T0.1 frees the block, then sets `done`; T0.2 reads `done`
// once and reads the block only if it saw 1. Its load of `done` reads the
// initial 0 (no access: 1 complete execution) or T0.1's 1 (the block is
// freed: 1 erroneous execution). The free comes before `done = 1` in T0.1,
// and T0.2's read of the block after its read of `done`, under every model
// (TSO and PSO keep load->load order), so the counts are the same.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-keep-going | FileCheck %s -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s -DM=PSO
#include <pthread.h>
#include <stdlib.h>

int *p;
int done, r;

static void *t1(void *arg) {
  free(p);
  done = 1;
  return 0;
}

static void *t2(void *arg) {
  if (done)
    r = *p; // CHECK: error: invalid-access: use after free: the read sees memory freed by T0.1 at {{.*}}use-after-free.c:[[@LINE]] (thread T0.2)
  return 0;
}

int main(void) {
  p = malloc(sizeof *p);
  *p = 5;
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=1 erroneous=1 blocked=0 errors=1
