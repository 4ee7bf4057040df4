// With --wmc-keep-going, a race is one error per pair of racing sites,
// counted once per execution that shows it.
// Expected here (RC11 axioms):
//
// Default program: T0.1: r = x || T0.2: x = 1 (both plain). 2 executions
// (r reads INIT or T0.2's write), both racy on the same pair of
// accesses. Expected: the race reported once, seen in 2 executions:
// complete=0 erroneous=2 errors=1 (detected at the store when r reads INIT,
// and at the load when the revisited load reads the store).
//
// -DCOUNTER: two threads do `c = c + 1` (plain). 4 executions (both loads
// read INIT, with either co order of the stores; or one load reads the other
// thread's store, which fixes co; both reading the other's store is a
// po ∪ rf cycle). Every execution has both the load/store race and the
// store/store race: expected 2 errors, each seen in 4 executions (every
// race of an access is reported, so the execution reached by moving a store
// in co shows both).
//
// -DTWO_PAIRS: T0.1: x = 1; y = 1 || T0.2: r = x; s = y (all plain). Each
// load reads INIT or the store, independently (nothing orders anything
// across the threads): 4 executions, every one with both races (x's pair
// and y's pair). Expected: 2 errors, each seen in 4 executions. The run
// that only moves y's load to another source replays x's racy pair
// unchanged and finds y's race first; x's race used to go uncounted there
// (seen in fewer than 4).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=rc11 --wmc-keep-going > %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep "error:" %t.out | count 1
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DCOUNTER %s -o %t.counter %wmc_rt
// RUN: not %t.counter --wmc-model=rc11 --wmc-keep-going > %t.counter.out
// RUN: FileCheck %s --check-prefix=COUNTER < %t.counter.out
// RUN: grep "error:" %t.counter.out | count 2
// RUN: grep -x "  (seen in 4 executions)" %t.counter.out | count 2
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTWO_PAIRS %s -o %t.pairs %wmc_rt
// RUN: not %t.pairs --wmc-model=rc11 --wmc-keep-going > %t.pairs.out
// RUN: FileCheck %s --check-prefix=PAIRS < %t.pairs.out
// RUN: grep "error:" %t.pairs.out | count 2
// RUN: grep -x "  (seen in 4 executions)" %t.pairs.out | count 2
//
// CHECK: error: data-race
// CHECK: (seen in 2 executions)
// CHECK: Summary: model=RC11 complete=0 erroneous=2 blocked=0 errors=1
//
// COUNTER: Summary: model=RC11 complete=0 erroneous=4 blocked=0 errors=2
//
// PAIRS: Summary: model=RC11 complete=0 erroneous=4 blocked=0 errors=2
#include <pthread.h>
#include <stdio.h>

int x, r;

#if defined(TWO_PAIRS)
int y, s;

static void *t1(void *arg) {
  x = 1;
  y = 1;
  return 0;
}

static void *t2(void *arg) {
  r = x;
  s = y;
  return 0;
}
#elif defined(COUNTER)
static void *t1(void *arg) {
  x = x + 1;
  return 0;
}
#define t2 t1
#else
static void *t1(void *arg) {
  r = x;
  return 0;
}

static void *t2(void *arg) {
  x = 1;
  return 0;
}
#endif

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("r=%d x=%d\n", r, x);
  return 0;
}
