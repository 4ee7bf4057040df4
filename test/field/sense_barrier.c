// A centralised sense-reversing barrier (the textbook spin barrier used in
// place of pthread_barrier_t): the last thread to arrive resets the count
// and flips the global sense; the others spin until the sense flips. Two
// threads each publish a value, cross the barrier, and read the other's.
//
// Correct version (acq_rel decrement, release flip, acquire spin): no error
// under SC, TSO, PSO, RC11. Exact count, 2 complete executions under each:
// the order of the two fetch_subs decides which thread is last; the other
// thread's spin reads the flip (complete) or the old sense (blocked); every
// data read then sees the other thread's write.
//
// Buggy twin (-DRELAXED_BARRIER): relaxed decrement, flip and spin. Under
// RC11 the reads after the barrier race with the other thread's write.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DRELAXED_BARRIER | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#define NTHREADS 2

#ifdef RELAXED_BARRIER
#define RMW_ORDER memory_order_relaxed
#define FLIP_ORDER memory_order_relaxed
#define SPIN_ORDER memory_order_relaxed
#else
#define RMW_ORDER memory_order_acq_rel
#define FLIP_ORDER memory_order_release
#define SPIN_ORDER memory_order_acquire
#endif

struct spin_barrier {
  atomic_int count;
  atomic_int sense;
};

static struct spin_barrier barrier = {NTHREADS, 0};
static int data[NTHREADS];

static void barrier_wait(struct spin_barrier *b, int *local_sense) {
  *local_sense = !*local_sense;
  if (atomic_fetch_sub_explicit(&b->count, 1, RMW_ORDER) == 1) {
    atomic_store_explicit(&b->count, NTHREADS, memory_order_relaxed);
    atomic_store_explicit(&b->sense, *local_sense, FLIP_ORDER);
  } else {
    while (atomic_load_explicit(&b->sense, SPIN_ORDER) != *local_sense)
      ;
  }
}

static void *worker(void *arg) {
  int id = (int)(intptr_t)arg;
  int local_sense = 0;
  data[id] = id + 10;
  barrier_wait(&barrier, &local_sense);
  int other = data[1 - id]; // BUG: error: data-race: {{.*}} at {{.*}}sense_barrier.c:[[@LINE]]
  assert(other == 11 - id);
  return 0;
}

int main(void) {
  pthread_t t[NTHREADS];
  for (int i = 0; i < NTHREADS; i++)
    pthread_create(&t[i], 0, worker, (void *)(intptr_t)i);
  for (int i = 0; i < NTHREADS; i++)
    pthread_join(t[i], 0);
  return 0;
}

// BUG: Summary: model=RC11 {{.*}}errors=1
