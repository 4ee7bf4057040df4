// concurrencykit-style ck_spinlock_ticket: take a ticket with fetch-and-add,
// wait until `position` reaches it, unlock by bumping `position`. Two
// threads, one critical section each.
//
// Correct version: no error. Exact count, 2 complete executions under SC,
// TSO, PSO and RC11 -- the order of the two fetch-and-adds fixes the tickets;
// the second thread's await either reads the first thread's unlock (complete)
// or an older position (blocked); every other read is then determined.
//
// Buggy twin (-DNO_UNLOCK_FENCE, ck_pr_fence_unlock dropped, the unlock is a
// relaxed store):
// * under PSO the counter store and the position store go to different store
//   buffers, so the next owner can see the position before the counter and
//   lose an increment: assertion failure in main.
// * TSO keeps stores in order: still correct (exit 0).
// * under RC11 there is no release/acquire pair, so the counter accesses race.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=pso %s -- -DNO_UNLOCK_FENCE | FileCheck %s --check-prefix=PSO
// RUN: %expect 0 %wmc check --model=tso %s -- -DNO_UNLOCK_FENCE | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DNO_UNLOCK_FENCE | FileCheck %s --check-prefix=RC11
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>

#ifdef NO_UNLOCK_FENCE
#define UNLOCK_ORDER __ATOMIC_RELAXED
#else
#define UNLOCK_ORDER __ATOMIC_RELEASE
#endif

typedef struct {
  unsigned int next;
  unsigned int position;
} ck_spinlock_ticket_t;

static ck_spinlock_ticket_t lock;
static int counter;

static void ck_spinlock_ticket_lock(ck_spinlock_ticket_t *t) {
  unsigned int request = __atomic_fetch_add(&t->next, 1, __ATOMIC_RELAXED);
  while (__atomic_load_n(&t->position, __ATOMIC_ACQUIRE) != request)
    ;
}

static void ck_spinlock_ticket_unlock(ck_spinlock_ticket_t *t) {
  unsigned int update = __atomic_load_n(&t->position, __ATOMIC_RELAXED);
  __atomic_store_n(&t->position, update + 1, UNLOCK_ORDER);
}

static void *worker(void *arg) {
  (void)arg;
  ck_spinlock_ticket_lock(&lock);
  counter = counter + 1; // RC11: error: data-race: {{.*}} at {{.*}}ck_spinlock_ticket.c:[[@LINE]]
  ck_spinlock_ticket_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(counter == 2); // PSO: error: assertion-failure: {{.*}} at {{.*}}ck_spinlock_ticket.c:[[@LINE]]
  return 0;
}

// PSO: Summary: model=PSO {{.*}}errors=1
// RC11: Summary: model=RC11 {{.*}}errors=1
