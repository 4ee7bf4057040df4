// A ticket lock whose two 32-bit halves (owner, next) are also read at once
// by a 64-bit load (mixed-size accesses, docs/architecture.md "Locations").
// main's first 64-bit load creates one 8-byte location; the threads' 32-bit
// accesses then cut it into two 4-byte locations and the exploration
// restarts; from then on every 64-bit load is two events, one per half.
//
// Expected under SC: the two fetch_adds take tickets in either order (2).
// The thread with ticket 0 reads owner == 0 from INIT (its only choice: the
// other thread writes owner only after reading this thread's release). The
// thread with ticket 1 spins on owner: it reads either INIT (0, an iteration
// with only reads that fails) or the other thread's release (1: it enters).
// Its failed iteration is added after the release: the higher thread, when
// it has ticket 1, runs after the lower one's release anyway; the lower
// one, when it has ticket 1 (a revisit of its fetch_add), is deferred until
// the higher one's release (--wmc-await=defer, the default). INIT was then
// already overwritten when the read was added, so that run is stopped at a
// stale await (not counted as blocked). Per ticket order: 1 complete + 1
// stale run, no blocked one. counter++ and the final loads are ordered by the
// lock and the joins (one choice each). The assertions hold.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=2 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: note: 2 runs stopped at an await that failed on an overwritten value
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

static union {
  uint64_t both; // owner in the low half, next in the high half
  struct {
    uint32_t owner, next;
  } half;
} lock;
static int counter;

static uint64_t snapshot(void) { return __atomic_load_n(&lock.both, __ATOMIC_ACQUIRE); }

static void *worker(void *arg) {
  (void)arg;
  uint32_t me = __atomic_fetch_add(&lock.half.next, 1, __ATOMIC_RELAXED);
  while (__atomic_load_n(&lock.half.owner, __ATOMIC_ACQUIRE) != me)
    ;
  ++counter;
  __atomic_store_n(&lock.half.owner, me + 1, __ATOMIC_RELEASE);
  return 0;
}

int main(void) {
  wmc_assert(snapshot() == 0);
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(snapshot() == ((uint64_t)2 << 32 | 2));
  wmc_assert(counter == 2);
  return 0;
}
