// A compare-exchange over several locations (a 64-bit CAS of a flag whose
// 32-bit halves are separate locations) whose failure order reads
// differently from its success order: its reads take the order of its
// outcome, which is known only once both halves are read. wmc guesses the
// outcome, reads with the guessed order and drops the runs that guessed
// wrong (docs/architecture.md "Locations"). Before, this stopped with
// "not supported yet" (status 2).
//
// T1 publishes `data` with a release store of the whole flag {1, 1}; T2
// compare-exchanges the flag. Main first stores one half on its own, so
// the halves are separate locations. In every variant T2's CAS reads the
// flag {0, 0} or {1, 1} (a torn {1, 0} is no execution): 2 executions
// under SC, TSO, PSO and RC11.
//
// SUCCESS: acquire on success, relaxed on failure; T2 reads `data` after a
// successful CAS, which synchronised with T1's release: no race.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSUCCESS %s -o %t.s %wmc_rt
// RUN: %t.s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t.s --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %t.s --wmc-model=pso | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %t.s --wmc-model=rc11 | FileCheck %s --check-prefix=OK -DM=RC11
//
// FAILURE_ACQUIRE: relaxed on success, acquire on failure (C++17 allows a
// stronger failure order); the CAS expects a value the flag never has, so
// it always fails, and T2 reads `data` when the failed CAS saw {1, 1}: the
// failure's acquire synchronised with the release: no race.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFAILURE_ACQUIRE %s -o %t.fa %wmc_rt
// RUN: %t.fa --wmc-model=rc11 | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %t.fa --wmc-model=pso | FileCheck %s --check-prefix=OK -DM=PSO
//
// FAILURE_RELAXED: acquire on success, relaxed on failure, the CAS always
// fails: reading `data` after the failed CAS saw {1, 1} is a data race
// under RC11 (nothing synchronises), and no error under SC.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFAILURE_RELAXED %s -o %t.fr %wmc_rt
// RUN: %t.fr | FileCheck %s --check-prefix=OK -DM=SC
// RUN: not %t.fr --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
// RACE: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before
// RACE-NEXT: T0.1#{{[0-9]+}}: store(na) data = 1
// RACE-NEXT: T0.2#{{[0-9]+}}: load(na) data = 1
// The witness shows the failed CAS's reads with the failure order, and not
// the explorer's guess of the outcome.
// RACE-NOT: nondet
// RACE: rmw(rlx) flag = 1 [reads T0.1#{{[0-9]+}}]
// RACE-NEXT: rmw(rlx) flag+4 = 1 [reads T0.1#{{[0-9]+}}]
// RACE-NOT: nondet
// RACE: Summary: model=RC11 complete=0 erroneous=1
#include <pthread.h>
#include <stdint.h>

#define SET 0x100000001ull

union {
  uint64_t all;
  uint32_t half[2];
} flag;
int data, seen;

static void *publisher(void *arg) {
  (void)arg;
  data = 1;
  __atomic_store_n(&flag.all, SET, __ATOMIC_RELEASE);
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
#if defined(SUCCESS)
  uint64_t expected = SET;
  if (__atomic_compare_exchange_n(&flag.all, &expected, 2, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
    seen = data;
#else
#if defined(FAILURE_ACQUIRE)
  const int success = __ATOMIC_RELAXED, failure = __ATOMIC_ACQUIRE;
#else
  const int success = __ATOMIC_ACQUIRE, failure = __ATOMIC_RELAXED;
#endif
  uint64_t expected = 7; // never the flag's value: the CAS fails
  __atomic_compare_exchange_n(&flag.all, &expected, 2, 0, success, failure);
  if (expected == SET)
    seen = data;
#endif
  return 0;
}

int main(void) {
  __atomic_store_n(&flag.half[1], 0, __ATOMIC_RELAXED); // the halves are locations
  pthread_t a, b;
  pthread_create(&a, 0, publisher, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
