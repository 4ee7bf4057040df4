// Operations on synchronisation objects are full fences under TSO and PSO:
// the store-buffering pattern (SB) with a sem_post (or a signal of a
// condition variable nobody waits on) between each thread's store and load
// cannot end with both loads reading 0. NONE has nothing in between: TSO
// and PSO then allow r0 == r1 == 0 (the stores are still buffered).
//
// Exact counts with the fences: complete = 3 under SC, TSO and PSO (the
// SC outcomes of SB: one thread's load, or both, see the other's store:
// (r0, r1) = (0, 1), (1, 0), (1, 1)); the posts (and lost signals) touch
// different objects and each thread's own object, so they add no order.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSEM %s -o %t.sem %wmc_rt
// RUN: %t.sem --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t.sem --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t.sem --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DCOND %s -o %t.cond %wmc_rt
// RUN: %t.cond --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t.cond --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.none %wmc_rt
// RUN: %t.none --wmc-model=sc | FileCheck %s -DM=SC
// RUN: not %t.none --wmc-model=tso | FileCheck %s --check-prefix=WEAK
// RUN: not %t.none --wmc-model=pso | FileCheck %s --check-prefix=WEAK
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=3 erroneous=0 blocked=0 errors=0
// WEAK: error: assertion-failure: assertion `r0 == 1 || r1 == 1' failed
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

int x, y, r0, r1;
sem_t s0, s1;
pthread_cond_t c0 = PTHREAD_COND_INITIALIZER, c1 = PTHREAD_COND_INITIALIZER;

static void between(sem_t *s, pthread_cond_t *c) {
#if defined(SEM)
  sem_post(s);
#elif defined(COND)
  pthread_cond_signal(c);
#endif
  (void)s;
  (void)c;
}

static void *t0(void *arg) {
  x = 1;
  between(&s0, &c0);
  r0 = y;
  return 0;
}

static void *t1(void *arg) {
  y = 1;
  between(&s1, &c1);
  r1 = x;
  return 0;
}

int main(void) {
  pthread_t a, b;
  sem_init(&s0, 0, 0);
  sem_init(&s1, 0, 0);
  pthread_create(&a, 0, t0, 0);
  pthread_create(&b, 0, t1, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(r0 == 1 || r1 == 1);
  return 0;
}
