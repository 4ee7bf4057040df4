// concurrencykit-style ck_spinlock_mcs: an MCS queue lock. Each thread
// enqueues a node that lives on its own stack, spins on its own `locked`
// flag, and the owner hands the lock to its successor. Two threads.
//
// Correct version: no error. Exact count, 6 complete executions under SC,
// TSO, PSO and RC11. Say A swaps `tail` first (2 ways):
//  1. B's swap comes after A's unlock CAS reset `tail`: B reads NULL and
//     takes the lock at once;
//  2. B's swap reads A's node: B links itself into A's node and spins. A's
//     unlock either reads B in `next` right away (hand-over), or reads NULL,
//     then its CAS reads B's swap and fails (it cannot read A's own swap,
//     which B's swap already read), and A waits for `next` (an await: a
//     NULL read blocks) and hands over: 2 executions.
// Spin iterations that read the old value only block.
//
// Buggy twin (-DRELAXED_HANDOFF): the hand-over store and the spin load are
// relaxed (a port that dropped ck_pr_fence_lock/unlock). Under RC11 the
// successor's critical section is not ordered after the owner's: data race
// on the counter.
//
// The unlock's `while ((next = load(&node->next)) == NULL);` keeps the
// loaded pointer in a clang temporary that mem2reg cannot promote (an i64
// store read back as a pointer); the spin rule accepts such scratch stores,
// so it is an await (before: 19,984 complete executions, 53 s under SC).
//
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DRELAXED_HANDOFF | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=6 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#ifdef RELAXED_HANDOFF
#define HANDOFF_STORE memory_order_relaxed
#define HANDOFF_LOAD memory_order_relaxed
#else
#define HANDOFF_STORE memory_order_release
#define HANDOFF_LOAD memory_order_acquire
#endif

struct ck_spinlock_mcs {
  atomic_uint locked;
  struct ck_spinlock_mcs *_Atomic next;
};
typedef struct ck_spinlock_mcs ck_spinlock_mcs_t;

static ck_spinlock_mcs_t *_Atomic queue;
static int counter;

static void ck_spinlock_mcs_lock(ck_spinlock_mcs_t *_Atomic *q, ck_spinlock_mcs_t *node) {
  atomic_store_explicit(&node->locked, 1, memory_order_relaxed);
  atomic_store_explicit(&node->next, NULL, memory_order_relaxed);
  ck_spinlock_mcs_t *previous = atomic_exchange_explicit(q, node, memory_order_acq_rel);
  if (previous != NULL) {
    atomic_store_explicit(&previous->next, node, memory_order_release);
    while (atomic_load_explicit(&node->locked, HANDOFF_LOAD) != 0)
      ;
  }
}

static void ck_spinlock_mcs_unlock(ck_spinlock_mcs_t *_Atomic *q, ck_spinlock_mcs_t *node) {
  ck_spinlock_mcs_t *next = atomic_load_explicit(&node->next, memory_order_acquire);
  if (next == NULL) {
    ck_spinlock_mcs_t *expected = node;
    if (atomic_compare_exchange_strong_explicit(q, &expected, NULL, memory_order_release,
                                                memory_order_relaxed))
      return;
    while ((next = atomic_load_explicit(&node->next, memory_order_acquire)) == NULL)
      ;
  }
  atomic_store_explicit(&next->locked, 0, HANDOFF_STORE);
}

static void *worker(void *arg) {
  (void)arg;
  ck_spinlock_mcs_t node;
  ck_spinlock_mcs_lock(&queue, &node);
  counter = counter + 1; // BUG: error: data-race: {{.*}} at {{.*}}ck_spinlock_mcs.c:[[@LINE]]
  ck_spinlock_mcs_unlock(&queue, &node);
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
