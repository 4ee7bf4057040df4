// Independent reads of independent writes under RC11:
//   T0.1: x.store(1, W) || T0.2: y.store(1, W)
//   T0.3: a = x.load(R); [fence]; b = y.load(R)
//   T0.4: c = y.load(R); [fence]; d = x.load(R)
// Each of the 4 reads reads the initial value or the one write: at most 16
// (rf, co) graphs.
//
// * release writes, acquire reads: 16 executions; a=1 b=0 c=1 d=0 (the
//   readers disagree on the order of the writes) is allowed: RC11 without SC
//   accesses is not multi-copy atomic, and there is no hb; eco cycle.
// * all seq_cst: 15, the weak outcome is forbidden by the psc cycle
//   Wx -hb-> Ra -po-> Rb -fr-> Wy -hb-> Rc -po-> Rd -fr-> Wx
//   (hb between same-location events and po, fr are all in scb).
// * relaxed, with atomic_thread_fence(seq_cst) between the two reads of each
//   reader: 15, forbidden. psc_F: F3 -po-> Rb -fr-> Wy -rf-> Rc -po-> F4
//   (hb; eco; hb) and symmetrically F4 before F3; the only cycle needs
//   b=0 c=1 and d=0 a=1.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DW=memory_order_release -DR=memory_order_acquire %s -o %t.ra %wmc_rt
// RUN: %t.ra --wmc-model=rc11 > %t.ra.out
// RUN: FileCheck %s --check-prefix=WEAK < %t.ra.out
// Every execution prints a different outcome: all 16 (resp. 15) appear.
// RUN: grep '^a=' %t.ra.out | sort -u | count 16
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DW=memory_order_seq_cst -DR=memory_order_seq_cst %s -o %t.sc %wmc_rt
// RUN: %t.sc --wmc-model=rc11 > %t.sc.out
// RUN: FileCheck %s --check-prefix=STRONG < %t.sc.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER < %t.sc.out
// RUN: grep '^a=' %t.sc.out | sort -u | count 15
// Scoped RC11 at system scope is RC11: seq_cst IRIW is forbidden there too.
// RUN: %t.sc --wmc-model=src11 > %t.sc.src11.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER < %t.sc.src11.out
// RUN: grep '^a=' %t.sc.src11.out | sort -u | count 15
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DW=memory_order_relaxed -DR=memory_order_relaxed -DFENCE %s -o %t.f %wmc_rt
// RUN: %t.f --wmc-model=rc11 > %t.f.out
// RUN: FileCheck %s --check-prefix=STRONG < %t.f.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER < %t.f.out
// RUN: grep '^a=' %t.f.out | sort -u | count 15
//
// WEAK-DAG: a=1 b=0 c=1 d=0
// WEAK: Summary: model=RC11 complete=16 erroneous=0 blocked=0 errors=0
//
// STRONG-DAG: a=0 b=0 c=0 d=0
// STRONG-DAG: a=1 b=1 c=1 d=1
// STRONG-DAG: a=1 b=0 c=0 d=0
// STRONG-DAG: a=0 b=1 c=1 d=0
// STRONG-DAG: a=1 b=0 c=0 d=1
// STRONG: Summary: model=RC11 complete=15 erroneous=0 blocked=0 errors=0
// STRONG-NEVER-NOT: a=1 b=0 c=1 d=0
// STRONG-NEVER: Summary: model={{S?RC11}}
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;
int a, b, c, d;

static void *w1(void *arg) {
  atomic_store_explicit(&x, 1, W);
  return 0;
}

static void *w2(void *arg) {
  atomic_store_explicit(&y, 1, W);
  return 0;
}

static void *r1(void *arg) {
  a = atomic_load_explicit(&x, R);
#ifdef FENCE
  atomic_thread_fence(memory_order_seq_cst);
#endif
  b = atomic_load_explicit(&y, R);
  return 0;
}

static void *r2(void *arg) {
  c = atomic_load_explicit(&y, R);
#ifdef FENCE
  atomic_thread_fence(memory_order_seq_cst);
#endif
  d = atomic_load_explicit(&x, R);
  return 0;
}

int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, w1, 0);
  pthread_create(&t[1], 0, w2, 0);
  pthread_create(&t[2], 0, r1, 0);
  pthread_create(&t[3], 0, r2, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  printf("a=%d b=%d c=%d d=%d\n", a, b, c, d);
  return 0;
}
