// Load buffering under RC11:
//   T0.1: r = x.load(LD); y.store(1, ST)
//   T0.2: s = y.load(LD); x.store(1, ST)
// One write per location: at most 4 (rf, co) graphs.
//
// * relaxed: 3 executions, r == s == 1 forbidden. That graph has the cycle
//   Rx -po-> Wy -rf-> Ry -po-> Wx -rf-> Rx, and RC11's no-thin-air axiom
//   (po ∪ rf acyclic) rules it out, even with relaxed accesses.
// * release stores, acquire loads: 3, forbidden (also an hb cycle).
// * -DDEP: the stored value is the loaded one (y.store(r), x.store(s)).
//   No value other than 0 can appear out of thin air: r == s == 0 in all
//   3 executions (both reads of INIT; T0.2 reads T0.1's store of 0; T0.1
//   reads T0.2's store of 0; both reading the other's store is the cycle).
// * -DCTRL: the store happens only if the load read 1 (if (r) y.store(1)).
//   Both loads read INIT and nothing is stored: 1 execution.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLD=memory_order_relaxed -DST=memory_order_relaxed %s -o %t.rlx %wmc_rt
// RUN: %t.rlx --wmc-model=rc11 > %t.rlx.out
// RUN: FileCheck %s --check-prefix=LB < %t.rlx.out
// RUN: FileCheck %s --check-prefix=LB-NEVER < %t.rlx.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLD=memory_order_acquire -DST=memory_order_release %s -o %t.ra %wmc_rt
// RUN: %t.ra --wmc-model=rc11 > %t.ra.out
// RUN: FileCheck %s --check-prefix=LB < %t.ra.out
// RUN: FileCheck %s --check-prefix=LB-NEVER < %t.ra.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLD=memory_order_relaxed -DST=memory_order_relaxed -DDEP %s -o %t.dep %wmc_rt
// RUN: %t.dep --wmc-model=rc11 > %t.dep.out
// RUN: FileCheck %s --check-prefix=ZERO -DN=3 < %t.dep.out
// RUN: FileCheck %s --check-prefix=ZERO-NEVER < %t.dep.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLD=memory_order_relaxed -DST=memory_order_relaxed -DCTRL %s -o %t.ctrl %wmc_rt
// RUN: %t.ctrl --wmc-model=rc11 > %t.ctrl.out
// RUN: FileCheck %s --check-prefix=ZERO -DN=1 < %t.ctrl.out
// RUN: FileCheck %s --check-prefix=ZERO-NEVER < %t.ctrl.out
//
// LB-DAG: r=0 s=0
// LB-DAG: r=0 s=1
// LB-DAG: r=1 s=0
// LB: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// LB-NEVER-NOT: r=1 s=1
// LB-NEVER: Summary: model=RC11
//
// ZERO: r=0 s=0
// ZERO: Summary: model=RC11 complete=[[N]] erroneous=0 blocked=0 errors=0
// ZERO-NEVER-NOT: r={{[^0]}}
// ZERO-NEVER-NOT: s={{[^0]}}
// ZERO-NEVER: Summary: model=RC11
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

atomic_int x, y;
int r, s;

static void *t1(void *arg) {
  int v = atomic_load_explicit(&x, LD);
  r = v;
#if defined(DEP)
  atomic_store_explicit(&y, v, ST);
#elif defined(CTRL)
  if (v)
    atomic_store_explicit(&y, 1, ST);
#else
  atomic_store_explicit(&y, 1, ST);
#endif
  return 0;
}

static void *t2(void *arg) {
  int v = atomic_load_explicit(&y, LD);
  s = v;
#if defined(DEP)
  atomic_store_explicit(&x, v, ST);
#elif defined(CTRL)
  if (v)
    atomic_store_explicit(&x, 1, ST);
#else
  atomic_store_explicit(&x, 1, ST);
#endif
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
