// Witnesses show the events an error is about and their causal past
// (issue 11 item 13); --wmc-full-trace shows everything.
//
// T0.1 writes `noise` three times; T0.2 reads `flag`, which nobody writes,
// and its assertion fails in the first execution. Schedule (SC, lowest
// runnable thread first): main creates both threads and waits to join
// T0.1; T0.1 runs to its end; main joins it, loads b and waits for T0.2;
// T0.2 runs and fails. T0.2's causal past is its own events and main's up
// to creating it. Left out: T0.1's 5 events (start, 3 stores, end),
// main's 4 later ones (the store of handle b, the load of a, the join, the
// load of b) and main's store of handle a, which is in the causal past but
// touches a location no other thread accesses: "10 later or unrelated
// events of 1 more threads not shown".
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s --check-prefix=TRIM
// RUN: not %t --wmc-full-trace | FileCheck %s --check-prefix=FULL
// TRIM: error: assertion-failure: assertion `r == 1' failed
// TRIM: witness execution under SC:
// TRIM-NEXT: T0:
// TRIM-NOT: T0.1:
// TRIM: T0.2:
// TRIM-NOT: T0.1:
// TRIM: (10 later or unrelated events of 1 more threads not shown; --wmc-full-trace shows them)
// FULL: witness execution under SC:
// FULL: T0.1:
// FULL-NEXT: #0 start
// FULL-NEXT: store noise = 1
// FULL-NOT: not shown
#include <assert.h>
#include <pthread.h>

int noise, flag;

static void *noisy(void *p) {
  noise = 1;
  noise = 2;
  noise = 3;
  return 0;
}

static void *checker(void *p) {
  int r = flag;
  assert(r == 1);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, noisy, 0);
  pthread_create(&b, 0, checker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
