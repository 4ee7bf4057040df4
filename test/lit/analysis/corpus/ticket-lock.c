// A Linux-style ticket lock behind acquire()/release() helpers: one 32-bit
// word, the head (now serving) in the low half, the tail (next ticket) in
// the high half. acquire() takes a ticket with one 32-bit fetch_add and
// spins on the 16-bit head; release() advances the head with a release
// add. The counter is only touched between them: correct.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

static union {
  uint32_t head_tail;
  struct {
    uint16_t head, tail;
  } t;
} lock;
static long counter;

static void acquire(void) {
  uint32_t ticket = __atomic_fetch_add(&lock.head_tail, 1u << 16, __ATOMIC_ACQUIRE) >> 16;
  while (__atomic_load_n(&lock.t.head, __ATOMIC_ACQUIRE) != (uint16_t)ticket)
    ;
}

static void release(void) { __atomic_fetch_add(&lock.t.head, 1, __ATOMIC_RELEASE); }

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

// 6 complete executions and 4 blocked spins (test/lit/memory/atomic-rmw-pieces.c).
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=6 erroneous=0 blocked=4 errors=0
