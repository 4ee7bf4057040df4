// concurrencykit-style ck_spinlock_fas: a test-and-set (fetch-and-store)
// lock around a plain counter, two threads, one critical section each.
//
// Correct version (release unlock, acquire fas): mutual exclusion and no
// data race under every model. Exact count, 4 complete executions under SC,
// TSO, PSO and RC11: the thread that acquires first (2 ways) times whether
// the other thread's first fas runs while the lock is held (it then reads the
// owner's fas, fails, and its inner spin load reads the unlock; a spin load
// that reads 1 again only blocks) or after the unlock (2 ways). A second fas
// cannot read the owner's fas (RMW atomicity), so nothing else varies.
//
// Buggy twin (-DBUGGY_UNLOCK, ck_pr_fence_unlock dropped: relaxed unlock):
// under RC11 the second owner's read of `counter` is not ordered after the
// first owner's write: a data race at the counter line. Under TSO a relaxed
// store is an x86 store, so the lock is still correct there (exit 0).
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DBUGGY_UNLOCK | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %wmc check --model=tso %s -- -DBUGGY_UNLOCK | FileCheck %s --check-prefix=OK -DM=TSO
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=4 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>

#ifdef BUGGY_UNLOCK
#define UNLOCK_ORDER __ATOMIC_RELAXED
#else
#define UNLOCK_ORDER __ATOMIC_RELEASE
#endif

typedef struct {
  unsigned int value;
} ck_spinlock_fas_t;

static ck_spinlock_fas_t lock = {0};
static int counter;

static inline bool ck_spinlock_fas_trylock(ck_spinlock_fas_t *l) {
  return __atomic_exchange_n(&l->value, true, __ATOMIC_ACQUIRE) == false;
}

static inline void ck_spinlock_fas_lock(ck_spinlock_fas_t *l) {
  while (!ck_spinlock_fas_trylock(l))
    while (__atomic_load_n(&l->value, __ATOMIC_RELAXED) == true)
      ;
}

static inline void ck_spinlock_fas_unlock(ck_spinlock_fas_t *l) {
  __atomic_store_n(&l->value, false, UNLOCK_ORDER);
}

static void *worker(void *arg) {
  (void)arg;
  ck_spinlock_fas_lock(&lock);
  counter = counter + 1; // BUG: error: data-race: {{.*}} at {{.*}}ck_spinlock_fas.c:[[@LINE]]
  ck_spinlock_fas_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(counter == 2);
  return 0;
}

// BUG: Summary: model=RC11 {{.*}}errors=1
