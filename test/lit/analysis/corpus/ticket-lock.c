// A ticket lock behind acquire()/release() helpers: acquire() takes a
// ticket with a fetch_add on `next` and spins until `owner` shows it;
// release() advances `owner` with a release add. The counter is only
// touched between them: correct.
// CORPUS: correct
// ANALYSIS: silent
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

static void release(void) { __atomic_fetch_add(&lock.owner, 1, __ATOMIC_RELEASE); }

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

// 2 complete executions (which worker takes ticket 0) and no blocked one.
// The other worker's spin read of owner can also read the initial 0, a
// failed iteration. When the first worker (the lower thread, run first)
// takes ticket 0, its release is in the graph before the other's spin read
// is added: that read of 0 is stale, the run stopped. When the second takes
// ticket 0 (a revisit of the first's fetch_add), the first's failed spin
// iteration is deferred until the second's release, then reads 1 and
// passes; its reading 0 is then stale too: 2 stale runs, 0 blocked.
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: note: 2 runs stopped at an await that failed on an overwritten value
