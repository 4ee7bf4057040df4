// CoRR (read-read coherence) under RC11:
//   T0.1: x.store(1, M) || T0.2: a = x.load(M); b = x.load(M)
// 3 executions: (a, b) = (0, 0), (0, 1), (1, 1). a == 1 && b == 0 is
// forbidden for every order, relaxed included: Ra -po-> Rb is hb, and Rb
// reading INIT gives Rb -fr-> W1 -rf-> Ra, so hb; eco is reflexive.
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
// CHECK-DAG: a=0 b=0
// CHECK-DAG: a=0 b=1
// CHECK-DAG: a=1 b=1
// CHECK: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// NEVER-NOT: a=1 b=0
// NEVER: Summary: model=RC11
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x;
int a, b;

static void *t1(void *arg) {
  atomic_store_explicit(&x, 1, M);
  return 0;
}

static void *t2(void *arg) {
  a = atomic_load_explicit(&x, M);
  b = atomic_load_explicit(&x, M);
  return 0;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, t1, 0);
  pthread_create(&q, 0, t2, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  printf("a=%d b=%d\n", a, b);
  return 0;
}
