// Message passing under RC11 with atomic data:
//   T0.1: x.store(1, XST); [fence(release)]; y.store(1, YST)
//   T0.2: r = y.load(YLD); [fence(acquire)]; s = x.load(XLD)
// One write per location, so at most 4 (rf, co) graphs (r, s each 0 or 1).
//
// * release flag store, acquire flag load: 3 executions; r == 1 && s == 0 is
//   forbidden: Wy -sw-> Ry, so Wx -hb-> Rx, and Rx reading the initial value
//   gives Rx -fr-> Wx: hb; eco is reflexive (coherence).
// * everything relaxed: 4, allowed (no sw).
// * release store but relaxed load (or relaxed store and acquire load): 4,
//   allowed: sw needs both sides.
// * relaxed accesses with a release fence before the flag store and an
//   acquire fence after the flag load: 3, forbidden (fence-to-fence sw:
//   [F rel]; po; Wy; rf; Ry; po; [F acq]).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DYST=memory_order_release -DYLD=memory_order_acquire %s -o %t.ra %wmc_rt
// RUN: %t.ra --wmc-model=rc11 > %t.ra.out
// RUN: FileCheck %s --check-prefix=STRONG < %t.ra.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER < %t.ra.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.rlx %wmc_rt
// RUN: %t.rlx --wmc-model=rc11 > %t.rlx.out
// RUN: FileCheck %s --check-prefix=WEAK < %t.rlx.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DYST=memory_order_release %s -o %t.rel %wmc_rt
// RUN: %t.rel --wmc-model=rc11 > %t.rel.out
// RUN: FileCheck %s --check-prefix=WEAK < %t.rel.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DYLD=memory_order_acquire %s -o %t.acq %wmc_rt
// RUN: %t.acq --wmc-model=rc11 > %t.acq.out
// RUN: FileCheck %s --check-prefix=WEAK < %t.acq.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCES %s -o %t.f %wmc_rt
// RUN: %t.f --wmc-model=rc11 > %t.f.out
// RUN: FileCheck %s --check-prefix=STRONG < %t.f.out
// RUN: FileCheck %s --check-prefix=STRONG-NEVER < %t.f.out
//
// STRONG-DAG: r=0 s=0
// STRONG-DAG: r=0 s=1
// STRONG-DAG: r=1 s=1
// STRONG: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// STRONG-NEVER-NOT: r=1 s=0
// STRONG-NEVER: Summary: model=RC11
//
// WEAK-DAG: r=0 s=0
// WEAK-DAG: r=0 s=1
// WEAK-DAG: r=1 s=0
// WEAK-DAG: r=1 s=1
// WEAK: Summary: model=RC11 complete=4 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifndef YST
#define YST memory_order_relaxed
#endif
#ifndef YLD
#define YLD memory_order_relaxed
#endif

atomic_int x, y;
int r, s;

static void *t1(void *arg) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
#ifdef FENCES
  atomic_thread_fence(memory_order_release);
#endif
  atomic_store_explicit(&y, 1, YST);
  return 0;
}

static void *t2(void *arg) {
  r = atomic_load_explicit(&y, YLD);
#ifdef FENCES
  atomic_thread_fence(memory_order_acquire);
#endif
  s = atomic_load_explicit(&x, memory_order_relaxed);
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
