// concurrencykit-style ck_spinlock_cas: a compare-and-swap lock with a
// read-only spin between attempts, around a plain counter; two threads.
//
// Correct version: no error under SC, TSO, PSO, RC11. Exact count, 2
// complete executions: a CAS that fails only reads, so the retry loop is an
// await loop (docs/guide.md, Loops) and an iteration that read the lock held
// blocks; the complete executions are those where each thread's first CAS
// succeeds, one per order of the two critical sections.
//
// Buggy twin (-DTEST_THEN_SET): the lock is taken with a plain "wait until
// free, then store 1" instead of the CAS. Both threads can see the lock
// free and enter together, and one increment is lost: the assertion in main
// fails, already under SC.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=sc %s -- -DTEST_THEN_SET | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>

typedef struct {
  unsigned int value;
} ck_spinlock_cas_t;

static ck_spinlock_cas_t lock;
static int counter;

static inline bool ck_spinlock_cas_trylock(ck_spinlock_cas_t *l) {
#ifdef TEST_THEN_SET
  if (__atomic_load_n(&l->value, __ATOMIC_ACQUIRE) != 0)
    return false;
  __atomic_store_n(&l->value, 1, __ATOMIC_RELAXED);
  return true;
#else
  unsigned int expected = 0;
  return __atomic_compare_exchange_n(&l->value, &expected, 1, false,
                                     __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
#endif
}

static inline void ck_spinlock_cas_lock(ck_spinlock_cas_t *l) {
  while (!ck_spinlock_cas_trylock(l))
    while (__atomic_load_n(&l->value, __ATOMIC_RELAXED) != 0)
      ;
}

static inline void ck_spinlock_cas_unlock(ck_spinlock_cas_t *l) {
  __atomic_store_n(&l->value, 0, __ATOMIC_RELEASE);
}

static void *worker(void *arg) {
  (void)arg;
  ck_spinlock_cas_lock(&lock);
  counter = counter + 1;
  ck_spinlock_cas_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(counter == 2); // BUG: error: assertion-failure: {{.*}} at {{.*}}ck_spinlock_cas.c:[[@LINE]]
  return 0;
}

// BUG: Summary: model=SC {{.*}}errors=1
