// A plain counter incremented by N threads under a pthread mutex, under RC11.
// lock is an acquire CAS 0 -> 1 and unlock a release store of 0, so each
// unlock synchronises with the next lock that reads it: every access to
// `counter` is ordered by hb, there is no data race, and the final value is N.
//
// Exact counts (N = 2, 3, 4):
// * complete: one per order in which the threads take the mutex (each lock
//   reads the previous unlock, each load of `counter` the previous store):
//   N! = 2, 6, 24.
// * blocked: a lock that reads another lock's write (value 1) fails and its
//   thread waits; the mutex is released later in co, so this is not a
//   deadlock. With k threads completing (in one of N!/(N-k)! orders) and each
//   of the N-k others reading one of the k lock writes:
//   sum over k = 1..N-1 of N!/(N-k)! · k^(N-k) = 2 (N = 2), 3 + 12 = 15
//   (N = 3), 4 + 48 + 72 = 124 (N = 4). SC has the same graphs.
//
// Blocked executions print nothing (main waits in a join), so every printed
// line is a complete execution, and each says counter=N.
//
// -DNOLOCK drops the mutex: the plain accesses of `counter` race (the first
// execution already has it; exit status 1).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=2 %s -o %t2 %wmc_rt
// RUN: %t2 --wmc-model=rc11 > %t2.out
// RUN: FileCheck %s --check-prefix=N2 < %t2.out
// RUN: FileCheck %s --check-prefix=NEVER < %t2.out
// RUN: grep -x "counter=2" %t2.out | count 2
// RUN: grep "^counter=" %t2.out | count 2
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=3 %s -o %t3 %wmc_rt
// RUN: %t3 --wmc-model=rc11 > %t3.out
// RUN: FileCheck %s --check-prefix=N3 -DM=RC11 < %t3.out
// RUN: FileCheck %s --check-prefix=NEVER < %t3.out
// RUN: grep -x "counter=3" %t3.out | count 6
// RUN: grep "^counter=" %t3.out | count 6
// RUN: %t3 --wmc-model=sc | FileCheck %s --check-prefix=N3 -DM=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=4 %s -o %t4 %wmc_rt
// RUN: %t4 --wmc-model=rc11 > %t4.out
// RUN: FileCheck %s --check-prefix=N4 < %t4.out
// RUN: FileCheck %s --check-prefix=NEVER < %t4.out
// RUN: grep -x "counter=4" %t4.out | count 24
// RUN: grep "^counter=" %t4.out | count 24
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=3 -DNOLOCK %s -o %t.nolock %wmc_rt
// RUN: not %t.nolock --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
//
// N2: Summary: model=RC11 complete=2 erroneous=0 blocked=2 errors=0
// N3: Summary: model=[[M]] complete=6 erroneous=0 blocked=15 errors=0
// N4: Summary: model=RC11 complete=24 erroneous=0 blocked=124 errors=0
// NEVER-NOT: error:
// NEVER: Summary:
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

static void *worker(void *arg) {
  (void)arg;
#ifndef NOLOCK
  pthread_mutex_lock(&m);
#endif
  // RACE: error: data-race: {{.*}} at {{.*}}mutex-counter.c:[[#@LINE+3]] (thread T0.2)
  // RACE-NEXT: T0.1#2: store(na) counter = 1 @ {{.*}}mutex-counter.c:[[#@LINE+2]]
  // RACE-NEXT: T0.2#1: load(na) counter = 1 [reads T0.1#2] @ {{.*}}mutex-counter.c:[[#@LINE+1]]
  counter = counter + 1;
#ifndef NOLOCK
  pthread_mutex_unlock(&m);
#endif
  return 0;
}
// RACE: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1

int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  printf("counter=%d\n", counter);
  return 0;
}
