// CoRW (read-write coherence) under RC11:
//   T0.1: a = x.load(M); x.store(1, M) || T0.2: x.store(2, M)
// main prints a and the final x (the co-last write).
// 3 executions:
// * a reads INIT: both co orders of W1 and W2;
// * a reads W2: co W2 < W1 only (co W1 < W2 gives Ra -po-> W1 -co-> W2 -rf->
//   Ra, hb; eco reflexive).
// a never reads its own later store (Ra -po-> W1 -rf-> Ra: a po ∪ rf cycle).
// Outcomes (a, x) = (0, 1), (0, 2), (2, 1); never a == 1, never a=2 x=2.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_relaxed %s -o %t.rlx %wmc_rt
// RUN: %t.rlx --wmc-model=rc11 > %t.rlx.out
// RUN: FileCheck %s < %t.rlx.out
// RUN: FileCheck %s --check-prefix=NEVER < %t.rlx.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_seq_cst %s -o %t.sc %wmc_rt
// RUN: %t.sc --wmc-model=rc11 > %t.sc.out
// RUN: FileCheck %s < %t.sc.out
// RUN: FileCheck %s --check-prefix=NEVER < %t.sc.out
//
// CHECK-DAG: a=0 x=1
// CHECK-DAG: a=0 x=2
// CHECK-DAG: a=2 x=1
// CHECK: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// NEVER-NOT: a=1
// NEVER-NOT: a=2 x=2
// NEVER: Summary: model=RC11
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x;
int a;

static void *t1(void *arg) {
  a = atomic_load_explicit(&x, M);
  atomic_store_explicit(&x, 1, M);
  return 0;
}

static void *t2(void *arg) {
  atomic_store_explicit(&x, 2, M);
  return 0;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, t1, 0);
  pthread_create(&q, 0, t2, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  printf("a=%d x=%d\n", a, atomic_load_explicit(&x, memory_order_relaxed));
  return 0;
}
