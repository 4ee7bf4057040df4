// Message passing with plain (non-atomic) data under RC11:
//   T0.1: x = 1; [fence(release)]; y.store(1, YST)
//   T0.2: r = y.load(YLD); if (r) { [fence(acquire)]; s = x; }
// The plain read of x races with the plain write unless the flag makes the
// write happen before it.
//
// * relaxed flag, or release store with a relaxed load: a data race between
//   the store `x = 1` and the load `s = x`. The first execution
//   explored (T0.1 runs to its end first, then r reads 1) already has it, so
//   the check stops there with exit status 1.
// * release store / acquire load of the flag, or relaxed flag accesses with
//   release/acquire fences: race-free, 2 executions. r == 0 skips the read;
//   r == 1 synchronises, so x = 1 happens before s = x and coherence leaves
//   only the write (s == 1; s == 0 would be hb; fr reflexive).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.rlx %wmc_rt
// RUN: not %t.rlx --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DYST=memory_order_release %s -o %t.rel %wmc_rt
// RUN: not %t.rel --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DYST=memory_order_release -DYLD=memory_order_acquire %s -o %t.ra %wmc_rt
// RUN: %t.ra --wmc-model=rc11 > %t.ra.out
// RUN: FileCheck %s --check-prefix=SYNC -DM=RC11 < %t.ra.out
// RUN: FileCheck %s --check-prefix=SYNC-NEVER -DM=RC11 < %t.ra.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCES %s -o %t.f %wmc_rt
// RUN: %t.f --wmc-model=rc11 > %t.f.out
// RUN: FileCheck %s --check-prefix=SYNC -DM=RC11 < %t.f.out
// RUN: FileCheck %s --check-prefix=SYNC-NEVER -DM=RC11 < %t.f.out
// Under SC the racy build has no race (plain accesses are machine accesses)
// and the same 2 executions.
// RUN: %t.rlx --wmc-model=sc > %t.sc.out
// RUN: FileCheck %s --check-prefix=SYNC -DM=SC < %t.sc.out
// RUN: FileCheck %s --check-prefix=SYNC-NEVER -DM=SC < %t.sc.out
//
// SYNC-DAG: r=0 s=-1
// SYNC-DAG: r=1 s=1
// SYNC: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
// SYNC-NEVER-NOT: error:
// SYNC-NEVER-NOT: s=0
// SYNC-NEVER: Summary: model=[[M]]
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifndef YST
#define YST memory_order_relaxed
#endif
#ifndef YLD
#define YLD memory_order_relaxed
#endif

int x;
atomic_int y;
int r, s = -1;

static void *t2(void *arg) {
  int v = atomic_load_explicit(&y, YLD);
  r = v;
  if (v) {
#ifdef FENCES
    atomic_thread_fence(memory_order_acquire);
#endif
    // RACE: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before at {{.*}}MP-race.c:[[#LOAD:@LINE+1]] (thread T0.2)
    s = x;
  }
  return 0;
}

static void *t1(void *arg) {
  x = 1; // RACE-NEXT: T0.1#1: store(na) x = 1 @ {{.*}}MP-race.c:[[#@LINE]]
#ifdef FENCES
  atomic_thread_fence(memory_order_release);
#endif
  atomic_store_explicit(&y, 1, YST);
  return 0;
}
// RACE-NEXT: T0.2#3: load(na) x = 1 [reads T0.1#1] @ {{.*}}MP-race.c:[[#LOAD]]
// RACE-NOT: error:
// RACE: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
// RACE-NEXT: note: stopped at the first error

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("r=%d s=%d\n", r, s);
  return 0;
}
