// Twin of ticket-lock.c whose release() advances the owner with a relaxed
// add: the next owner's spin sees its turn but does not synchronise with
// the previous critical section, so the two increments of the counter race.
// CORPUS: buggy twin of ticket-lock.c
// ANALYSIS: wmc-data-race line=27
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static struct {
  uint32_t next, owner; // the next ticket, the ticket now served
} lock;
static long counter;

static void acquire(void) {
  uint32_t ticket = __atomic_fetch_add(&lock.next, 1, __ATOMIC_RELAXED);
  while (__atomic_load_n(&lock.owner, __ATOMIC_ACQUIRE) != ticket)
    ;
}

static void release(void) { __atomic_fetch_add(&lock.owner, 1, __ATOMIC_RELAXED); }

static void *worker(void *arg) {
  (void)arg;
  acquire();
  counter++;
  release();
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(counter == 2);
  return 0;
}

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}ticket-lock-bug.c:27 (thread T0.{{[12]}})
// CHECK: Summary: model=RC11
