// CoWW (write-write coherence) under RC11: co agrees with po.
//   T0.1: x.store(1, M); x.store(2, M) || T0.2: x.store(3, M)
// main prints the final x (the co-last write).
// W1 -po-> W2 forces co W1 < W2, so W3 goes before W1, between them, or after
// W2: 3 executions, final x = 2, 2, 3. x == 1 (W2 -co-> W1) never happens.
//
// -DREAD: T0.2 reads x twice instead (a = x.load(M); b = x.load(M)). The
// reads see co in order: (a, b) ∈ {(0,0), (0,1), (0,2), (1,1), (1,2), (2,2)},
// 6 executions; a read of 1 after a read of 2, or of 0 after 1 or 2, would
// contradict co W1 < W2 (CoWW + CoRR).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_relaxed %s -o %t.rlx %wmc_rt
// RUN: %t.rlx --wmc-model=rc11 > %t.rlx.out
// RUN: FileCheck %s < %t.rlx.out
// RUN: FileCheck %s --check-prefix=NEVER < %t.rlx.out
// RUN: grep -x "x=2" %t.rlx.out | count 2
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_seq_cst %s -o %t.sc %wmc_rt
// RUN: %t.sc --wmc-model=rc11 > %t.sc.out
// RUN: FileCheck %s < %t.sc.out
// RUN: FileCheck %s --check-prefix=NEVER < %t.sc.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DM=memory_order_relaxed -DREAD %s -o %t.read %wmc_rt
// RUN: %t.read --wmc-model=rc11 > %t.read.out
// RUN: FileCheck %s --check-prefix=READ < %t.read.out
// RUN: FileCheck %s --check-prefix=READ-NEVER < %t.read.out
//
// CHECK-DAG: x=2
// CHECK-DAG: x=3
// CHECK: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// NEVER-NOT: x=1
// NEVER: Summary: model=RC11
//
// READ-DAG: a=0 b=0 x=2
// READ-DAG: a=0 b=1 x=2
// READ-DAG: a=0 b=2 x=2
// READ-DAG: a=1 b=1 x=2
// READ-DAG: a=1 b=2 x=2
// READ-DAG: a=2 b=2 x=2
// READ: Summary: model=RC11 complete=6 erroneous=0 blocked=0 errors=0
// READ-NEVER-NOT: a=1 b=0
// READ-NEVER-NOT: a=2 b={{[01]}}
// READ-NEVER: Summary: model=RC11
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x;
int a = -1, b = -1;

static void *t1(void *arg) {
  atomic_store_explicit(&x, 1, M);
  atomic_store_explicit(&x, 2, M);
  return 0;
}

static void *t2(void *arg) {
#ifdef READ
  a = atomic_load_explicit(&x, M);
  b = atomic_load_explicit(&x, M);
#else
  atomic_store_explicit(&x, 3, M);
#endif
  return 0;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, t1, 0);
  pthread_create(&q, 0, t2, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
#ifdef READ
  printf("a=%d b=%d ", a, b);
#endif
  printf("x=%d\n", atomic_load_explicit(&x, memory_order_relaxed));
  return 0;
}
