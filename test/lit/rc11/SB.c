// Store buffering under RC11: T0.1: x = 1; r = y || T0.2: y = 1; s = x.
// Both reads can read the initial value or the other thread's write, and each
// location has one write, so there are at most 4 (rf, co) graphs.
//
// * relaxed, and release stores / acquire loads: 4 executions, r == s == 0
//   allowed (nothing reads a write in the weak outcome, so there is no sw, and
//   hb is just po: coherence holds).
// * all seq_cst: 3 executions, r == s == 0 forbidden by SC: the weak outcome
//   has the psc cycle  Wx -po-> Ry -fr-> Wy -po-> Rx -fr-> Wx  (po and fr are
//   in scb).
// * seq_cst stores, relaxed loads: 4, allowed. The loads are not SC events and
//   psc relates SC events by a single scb step, so Wx and Wy are unrelated.
// * relaxed accesses with atomic_thread_fence(seq_cst) between store and load
//   in both threads: 3, forbidden: psc_F orders F1 before F2
//   (F1 -po-> Ry -fr-> Wy -po-> F2, i.e. hb; eco; hb) and F2 before F1.
// * the fence in T0.1 only: 4, allowed (psc needs two SC events).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DST=memory_order_relaxed -DLD=memory_order_relaxed %s -o %t.rlx %wmc_rt
// RUN: %t.rlx --wmc-model=rc11 > %t.rlx.out
// RUN: FileCheck %s --check-prefix=WEAK -DM=RC11 < %t.rlx.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DST=memory_order_release -DLD=memory_order_acquire %s -o %t.ra %wmc_rt
// RUN: %t.ra --wmc-model=rc11 > %t.ra.out
// RUN: FileCheck %s --check-prefix=WEAK -DM=RC11 < %t.ra.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DST=memory_order_seq_cst -DLD=memory_order_seq_cst %s -o %t.sc %wmc_rt
// RUN: %t.sc --wmc-model=rc11 > %t.sc.out
// RUN: FileCheck %s --check-prefix=STRONG -DM=RC11 < %t.sc.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER -DM=RC11 < %t.sc.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DST=memory_order_seq_cst -DLD=memory_order_relaxed %s -o %t.scw %wmc_rt
// RUN: %t.scw --wmc-model=rc11 > %t.scw.out
// RUN: FileCheck %s --check-prefix=WEAK -DM=RC11 < %t.scw.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DST=memory_order_relaxed -DLD=memory_order_relaxed -DFENCE1 -DFENCE2 %s -o %t.f %wmc_rt
// RUN: %t.f --wmc-model=rc11 > %t.f.out
// RUN: FileCheck %s --check-prefix=STRONG -DM=RC11 < %t.f.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER -DM=RC11 < %t.f.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DST=memory_order_relaxed -DLD=memory_order_relaxed -DFENCE1 %s -o %t.f1 %wmc_rt
// RUN: %t.f1 --wmc-model=rc11 > %t.f1.out
// RUN: FileCheck %s --check-prefix=WEAK -DM=RC11 < %t.f1.out
// Scoped RC11 on CPU threads (every scope includes every thread) agrees with
// RC11: relaxed accesses, SC fences and seq_cst accesses (the SC axiom uses
// scope inclusion without incl's same-location condition; docs/models.md).
// RUN: %t.sc --wmc-model=src11 > %t.sc.src11.out
// RUN: FileCheck %s --check-prefix=STRONG -DM=SRC11 < %t.sc.src11.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER -DM=SRC11 < %t.sc.src11.out
// RUN: %t.rlx --wmc-model=src11 | FileCheck %s --check-prefix=WEAK -DM=SRC11
// RUN: %t.f --wmc-model=src11 > %t.f.src11.out
// RUN: FileCheck %s --check-prefix=STRONG -DM=SRC11 < %t.f.src11.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER -DM=SRC11 < %t.f.src11.out
//
// WEAK-DAG: r=0 s=0
// WEAK-DAG: r=0 s=1
// WEAK-DAG: r=1 s=0
// WEAK-DAG: r=1 s=1
// WEAK: Summary: model=[[M]] complete=4 erroneous=0 blocked=0 errors=0
//
// STRONG-DAG: r=0 s=1
// STRONG-DAG: r=1 s=0
// STRONG-DAG: r=1 s=1
// STRONG: Summary: model=[[M]] complete=3 erroneous=0 blocked=0 errors=0
// STRONG-NEVER-NOT: r=0 s=0
// STRONG-NEVER: Summary: model=[[M]]
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;
int r, s;

static void *t1(void *arg) {
  atomic_store_explicit(&x, 1, ST);
#ifdef FENCE1
  atomic_thread_fence(memory_order_seq_cst);
#endif
  r = atomic_load_explicit(&y, LD);
  return 0;
}

static void *t2(void *arg) {
  atomic_store_explicit(&y, 1, ST);
#ifdef FENCE2
  atomic_thread_fence(memory_order_seq_cst);
#endif
  s = atomic_load_explicit(&x, LD);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("r=%d s=%d\n", r, s);
  return 0;
}
