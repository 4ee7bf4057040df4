// Release sequences under RC11 (rseq = [W]; po-loc?; [W ⊒ rlx]; (rf; rmw)*):
//   T0.1: data = 1 (plain); f.store(1, release)
//   T0.2: f.fetch_add(1, relaxed)
//   T0.3: v = f.load(acquire); if (v == 2) s = data (plain)
// main prints the final f, v and s (s = -1 when data is not read).
//
// Default: 6 executions, no race. The RMW U reads the initial value or W1
// (f.store(1)); atomicity puts U right after its source in co:
// * U reads W1 (writes 2), co INIT < W1 < U: T0.3 reads 0, 1 or 2. Reading 2
//   reads U, which is in W1's release sequence (W1; rf; rmw), so W1 -sw-> the
//   load and data = 1 happens before s = data: no race, and coherence leaves
//   only data = 1 (s == 1).
// * U reads INIT (writes 1), co INIT < U < W1: T0.3 reads 0, U (1) or W1 (1).
// Outcomes: f=2 v=0/1/2 and f=1 v=0/1 (twice); never v == 2 with s != 1,
// never f=1 with v=2.
//
// -DSTORE: T0.2 does f.store(2, relaxed) instead. A plain store of another
// thread ends the release sequence, so reading 2 gives no sw and the read of
// data races with data = 1 (found in the first execution, exit status 1).
//
// -DSAMETHREAD: no T0.2; T0.1 stores f = 1 (release) then f = 2 (relaxed).
// The second store is in W1's release sequence (po-loc), so v == 2 still
// synchronises: 3 executions (v = 0, 1, 2), no race.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=rc11 > %t.out
// RUN: FileCheck %s --check-prefix=RMW < %t.out
// RUN: FileCheck %s --check-prefix=RMW-NEVER < %t.out
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSTORE %s -o %t.store %wmc_rt
// RUN: not %t.store --wmc-model=rc11 | FileCheck %s --check-prefix=STORE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSAMETHREAD %s -o %t.same %wmc_rt
// RUN: %t.same --wmc-model=rc11 > %t.same.out
// RUN: FileCheck %s --check-prefix=SAME < %t.same.out
// RUN: FileCheck %s --check-prefix=SAME-NEVER < %t.same.out
//
// RMW-DAG: f=2 v=0 s=-1
// RMW-DAG: f=2 v=1 s=-1
// RMW-DAG: f=2 v=2 s=1
// RMW-DAG: f=1 v=0 s=-1
// RMW-DAG: f=1 v=1 s=-1
// RMW: Summary: model=RC11 complete=6 erroneous=0 blocked=0 errors=0
// RMW-NEVER-NOT: error:
// RMW-NEVER-NOT: s=0
// RMW-NEVER-NOT: f=1 v=2
// RMW-NEVER: Summary: model=RC11
//
// SAME-DAG: f=2 v=0 s=-1
// SAME-DAG: f=2 v=1 s=-1
// SAME-DAG: f=2 v=2 s=1
// SAME: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
// SAME-NEVER-NOT: error:
// SAME-NEVER-NOT: s=0
// SAME-NEVER: Summary: model=RC11
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int data;
atomic_int f;
int v, s = -1;

static void *t3(void *arg) {
  int got = atomic_load_explicit(&f, memory_order_acquire);
  v = got;
  if (got == 2)
    // STORE: error: data-race: {{.*}} at {{.*}}release-sequence.c:[[#LOAD:@LINE+1]] (thread T0.3)
    s = data;
  return 0;
}

static void *t1(void *arg) {
  data = 1; // STORE-NEXT: T0.1#1: store(na) data = 1 @ {{.*}}release-sequence.c:[[#@LINE]]
  atomic_store_explicit(&f, 1, memory_order_release);
#ifdef SAMETHREAD
  atomic_store_explicit(&f, 2, memory_order_relaxed);
#endif
  return 0;
}
// STORE-NEXT: T0.3#3: load(na) data = 1 [reads T0.1#1] @ {{.*}}release-sequence.c:[[#LOAD]]
// STORE: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1

static void *t2(void *arg) {
#ifdef STORE
  atomic_store_explicit(&f, 2, memory_order_relaxed);
#else
  atomic_fetch_add_explicit(&f, 1, memory_order_relaxed);
#endif
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, t1, 0);
#ifndef SAMETHREAD
  pthread_create(&b, 0, t2, 0);
#endif
  pthread_create(&c, 0, t3, 0);
  pthread_join(a, 0);
#ifndef SAMETHREAD
  pthread_join(b, 0);
#endif
  pthread_join(c, 0);
  printf("f=%d v=%d s=%d\n", atomic_load_explicit(&f, memory_order_relaxed), v, s);
  return 0;
}
