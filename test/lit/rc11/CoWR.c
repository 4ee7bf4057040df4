// CoWR (write-read coherence) under RC11:
//   T0.1: x.store(1, M); a = x.load(M) || T0.2: x.store(2, M)
// main prints a and the final x (the co-last write).
// 3 executions:
// * co W1 < W2: a reads W1 or W2 (not INIT: INIT -co-> W1 -po-> Ra);
// * co W2 < W1: a reads W1 only (reading W2 gives Ra -fr-> W1 -po-> Ra).
// Outcomes (a, x) = (1, 2), (2, 2), (1, 1); never a == 0, never a=2 x=1.
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
// CHECK-DAG: a=1 x=2
// CHECK-DAG: a=2 x=2
// CHECK-DAG: a=1 x=1
// CHECK: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// NEVER-NOT: a=0
// NEVER-NOT: a=2 x=1
// NEVER: Summary: model=RC11
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x;
int a;

static void *t1(void *arg) {
  atomic_store_explicit(&x, 1, M);
  a = atomic_load_explicit(&x, M);
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
