// --wmc-unroll bounds only loops that may wait (issue 11 items 2 and 3).
//
// T0.1 fills a 20-element array in a counted loop (trip count fixed on
// entry: --wmc-unroll=2 does not cut it), then waits for `go` in a loop
// that also counts its attempts (a loop-carried value: not an await, so
// --wmc-unroll cuts it). main sets `go` and joins.
//
// Executions (SC): each load of `go` in the waiting loop reads 0 (the
// initial value) or 1 (main's store). Reading 1 ends the loop and T0.1
// finishes; reading 0 starts another iteration. With --wmc-unroll=3 the
// loop makes at most 3 iterations: T0.1 reads 1 at the 1st, 2nd or 3rd
// load (3 complete executions) or reads 0 three times (1 blocked execution,
// cut by the loop bound at the `while` line). The fill loop's 20 iterations
// are never cut, so the array sum asserted in main holds in every complete
// execution.
// So: complete=3 blocked=1, a note naming the waiting loop's line, exit 0
// (some executions completed), exit 3 with --wmc-strict-bounds.
// With -DNOGO nobody sets `go`: every execution is cut (reads 0 three
// times: 1 blocked execution), nothing completed: INCONCLUSIVE, exit 3.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t --wmc-unroll=3; echo "exit status $?"' | FileCheck %s --check-prefixes=CHECK,OK
// RUN: sh -c '%t --wmc-unroll=3 --wmc-strict-bounds; echo "exit status $?"' | FileCheck %s --check-prefixes=CHECK,STRICT
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DNOGO %s -o %t.nogo %wmc_rt
// RUN: sh -c '%t.nogo --wmc-unroll=3; echo "exit status $?"' | FileCheck %s --check-prefix=NOGO
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=3 erroneous=0 blocked=1 errors=0
// CHECK-NEXT: note: the loop bound (--wmc-unroll) cut 1 execution in the loop at {{.*}}bounds.c:48
// CHECK-NEXT: note: 1 execution blocked by a bound: the exploration is complete only up to that bound
// OK-NEXT: exit status 0
// STRICT-NEXT: exit status 3
// NOGO: Summary: model=SC complete=0 erroneous=0 blocked=1 errors=0
// NOGO-NEXT: note: the loop bound (--wmc-unroll) cut 1 execution in the loop at {{.*}}bounds.c:48
// NOGO-NEXT: note: 1 execution blocked by a bound: the exploration is complete only up to that bound
// NOGO-NEXT: warning: INCONCLUSIVE: no execution completed (1 blocked, 1 of them cut by a bound): nothing was verified
// NOGO-NEXT: exit status 3
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

int arr[20];
int go;

static void *worker(void *p) {
  for (int i = 0; i < 20; i++)
    arr[i] = i;
  int attempts = 0;
  while (go == 0)
    attempts++;
  if (attempts > 100)
    printf("%d\n", attempts);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifndef NOGO
  go = 1;
#endif
  pthread_join(t, 0);
  int sum = 0;
  for (int i = 0; i < 20; i++)
    sum += arr[i];
  assert(sum == 190);
  return 0;
}
