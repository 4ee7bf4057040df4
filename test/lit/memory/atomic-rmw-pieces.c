// An atomic read-modify-write or compare-exchange over several locations
// accessed with smaller sizes (mixed-size) is one atomic operation: a joint
// load of its pieces, then a joint store, each piece's write right after
// its read's source in coherence (docs/architecture.md "Locations"). Before,
// it stopped with "not supported yet" (status 2).
//
// The ticket lock: a Linux-style ticket lock in one 32-bit word, head in the low
// half, tail in the high half. lock takes a ticket with one 32-bit
// fetch_add on the tail; unlock adds 1 to the 16-bit head. Two threads
// increment a plain counter under the lock: 6 executions, 4 blocked spins,
// no error, under every model.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTICKET %s -o %t.ticket %wmc_rt
// RUN: %t.ticket | FileCheck %s --check-prefix=TICKET -DMODEL=SC
// RUN: %t.ticket --wmc-model=tso | FileCheck %s --check-prefix=TICKET -DMODEL=TSO
// RUN: %t.ticket --wmc-model=pso | FileCheck %s --check-prefix=TICKET -DMODEL=PSO
// RUN: %t.ticket --wmc-model=rc11 | FileCheck %s --check-prefix=TICKET -DMODEL=RC11
// TICKET-NOT: error:
// TICKET: Summary: model=[[MODEL]] complete=6 erroneous=0 blocked=4 errors=0
//
// The same lock taking its ticket with a load and a separate store of the
// tail: both threads can take ticket 0.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTICKET -DBROKEN %s -o %t.broken %wmc_rt
// RUN: not %t.broken | FileCheck %s --check-prefix=BROKEN
// BROKEN: error: deadlock: every live thread is blocked: {{.*}} spinning forever at {{.*}}atomic-rmw-pieces.c:[[# @LINE + 35]]
//
// The pair: two 32-bit counters bumped together by a 64-bit CAS loop in two
// threads; a third thread reads the high half, then the low one. It never
// sees the high half ahead, and the final pair is (2, 2). An enumeration of
// the SC interleavings (each 64-bit access one step) gives 24 distinct
// executions.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DPAIR %s -o %t.pair %wmc_rt
// RUN: %t.pair | FileCheck %s --check-prefix=PAIR -DMODEL=SC
// RUN: %t.pair --wmc-model=tso | FileCheck %s --check-prefix=PAIR -DMODEL=TSO
// RUN: %t.pair --wmc-model=pso | FileCheck %s --check-prefix=PAIR -DMODEL=PSO
// RUN: %t.pair --wmc-model=rc11 | FileCheck %s --check-prefix=PAIR -DMODEL=RC11
// PAIR-NOT: error:
// PAIR: Summary: model=[[MODEL]] complete=24 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

#ifdef TICKET
static union {
  uint32_t head_tail;
  struct {
    uint16_t head, tail;
  } t;
} lock;
static int counter;

static void acquire(void) {
#ifdef BROKEN
  uint32_t inc = __atomic_load_n(&lock.head_tail, __ATOMIC_ACQUIRE);
  __atomic_store_n(&lock.t.tail, (uint16_t)((inc >> 16) + 1), __ATOMIC_RELAXED);
#else
  uint32_t inc = __atomic_fetch_add(&lock.head_tail, 1u << 16, __ATOMIC_ACQUIRE);
#endif
  uint16_t me = (uint16_t)(inc >> 16);
  while (__atomic_load_n(&lock.t.head, __ATOMIC_ACQUIRE) != me)
    ;
}

static void release(void) { __atomic_fetch_add(&lock.t.head, 1, __ATOMIC_RELEASE); }

static void *worker(void *arg) {
  (void)arg;
  acquire();
  counter++;
  release();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(counter == 2);
  return 0;
}
#endif

#ifdef PAIR
static union {
  uint64_t both;
  struct {
    uint32_t lo, hi;
  } half;
} pair;

static void *bump(void *arg) {
  (void)arg;
  uint64_t old = __atomic_load_n(&pair.both, __ATOMIC_RELAXED);
  uint64_t next;
  do
    next = (uint64_t)((uint32_t)(old >> 32) + 1) << 32 | (uint32_t)(old + 1);
  while (!__atomic_compare_exchange_n(&pair.both, &old, next, 0, __ATOMIC_SEQ_CST,
                                      __ATOMIC_SEQ_CST));
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  uint32_t hi = __atomic_load_n(&pair.half.hi, __ATOMIC_SEQ_CST);
  uint32_t lo = __atomic_load_n(&pair.half.lo, __ATOMIC_SEQ_CST);
  wmc_assert(lo >= hi);
  return 0;
}

int main(void) {
  pthread_t a, b, r;
  pthread_create(&a, 0, bump, 0);
  pthread_create(&b, 0, bump, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(r, 0);
  wmc_assert(pair.half.lo == 2 && pair.half.hi == 2);
  return 0;
}
#endif
