// 2+2W under RC11:
//   T0.1: x.store(1, M); y.store(2, M) || T0.2: y.store(1, M); x.store(2, M)
// main prints the final x and y (its loads happen after both joins, so they
// read the co-last writes). Executions are the 2 × 2 co orders of x and y.
//
// * relaxed, and release: 4 executions; x == 1 && y == 1 (each thread's
//   first store is co-last) is allowed: po ∪ co cycles are not forbidden
//   without SC accesses (no rf, so no sw and no hb between the threads).
// * seq_cst: 3, forbidden by the psc cycle
//   Wx1 -po-> Wy2 -co-> Wy1 -po-> Wx2 -co-> Wx1 (po and co are in scb).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_relaxed %s -o %t.rlx %wmc_rt
// RUN: %t.rlx --wmc-model=rc11 | FileCheck %s --check-prefix=WEAK
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_release %s -o %t.rel %wmc_rt
// RUN: %t.rel --wmc-model=rc11 | FileCheck %s --check-prefix=WEAK
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_seq_cst %s -o %t.sc %wmc_rt
// RUN: %t.sc --wmc-model=rc11 > %t.sc.out
// RUN: FileCheck %s --check-prefix=STRONG < %t.sc.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER < %t.sc.out
//
// WEAK-DAG: x=1 y=1
// WEAK-DAG: x=1 y=2
// WEAK-DAG: x=2 y=1
// WEAK-DAG: x=2 y=2
// WEAK: Summary: model=RC11 complete=4 erroneous=0 blocked=0 errors=0
//
// STRONG-DAG: x=1 y=2
// STRONG-DAG: x=2 y=1
// STRONG-DAG: x=2 y=2
// STRONG: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// STRONG-NEVER-NOT: x=1 y=1
// STRONG-NEVER: Summary: model=RC11
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;

static void *t1(void *arg) {
  atomic_store_explicit(&x, 1, M);
  atomic_store_explicit(&y, 2, M);
  return 0;
}

static void *t2(void *arg) {
  atomic_store_explicit(&y, 1, M);
  atomic_store_explicit(&x, 2, M);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("x=%d y=%d\n", atomic_load_explicit(&x, memory_order_relaxed),
         atomic_load_explicit(&y, memory_order_relaxed));
  return 0;
}
