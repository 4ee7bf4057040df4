// An atomic read-modify-write or compare-exchange over several locations
// accessed with smaller sizes (mixed-size) is one atomic operation: a joint
// load of its pieces, then a joint store, each piece's write right after
// its read's source in coherence (docs/architecture.md "Locations"). Before,
// it stopped with "not supported yet" (status 2).
//
// The ticket lock: a Linux-style ticket lock in one 32-bit word, owner in
// the low half, next in the high half. lock takes a ticket with one 32-bit
// fetch_add on next; unlock adds 1 to the 16-bit owner. The workers
// increment a plain counter under the lock. An enumeration of the SC
// interleavings (Inputs/ticket_lock_sc.py: each access one step, a spin
// loop as its one successful iteration) gives 6 executions for 2 workers
// and 72 for 3. Failed spin iterations: with the default --wmc-await=defer
// a failed iteration is taken back and retried after the next write to
// owner, so every failed iteration still explored reads a value of owner
// that was already overwritten when it was added: its run is stopped at a
// stale await, and none is blocked. For 2 workers: per ticket order, the
// second worker's fetch_add on the word comes before the first's spin read,
// between it and the release, or after the release (the 3 executions);
// in the first two the second worker's spin read can also read its own
// fetch_add's owner piece, 0, which the release overwrote: 2 stale runs per
// order, 4 in all. For 3 workers the stale count is as wmc finds it.
// RUN: python3 %S/Inputs/ticket_lock_sc.py 2 | FileCheck %s --check-prefix=ENUM2
// RUN: python3 %S/Inputs/ticket_lock_sc.py 3 | FileCheck %s --check-prefix=ENUM3
// ENUM2: {{^6$}}
// ENUM3: {{^72$}}
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTICKET -DWORKERS=2 %s -o %t.ticket2 %wmc_rt
// RUN: %t.ticket2 | FileCheck %s --check-prefix=TICKET2 -DMODEL=SC
// RUN: %t.ticket2 --wmc-model=tso | FileCheck %s --check-prefix=TICKET2 -DMODEL=TSO
// RUN: %t.ticket2 --wmc-model=pso | FileCheck %s --check-prefix=TICKET2 -DMODEL=PSO
// RUN: %t.ticket2 --wmc-model=rc11 | FileCheck %s --check-prefix=TICKET2 -DMODEL=RC11
// TICKET2-NOT: error:
// TICKET2: Summary: model=[[MODEL]] complete=6 erroneous=0 blocked=0 errors=0
// TICKET2-NEXT: note: 4 runs stopped at an await that failed on an overwritten value
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTICKET -DWORKERS=3 %s -o %t.ticket3 %wmc_rt
// RUN: %t.ticket3 | FileCheck %s --check-prefix=TICKET3 -DMODEL=SC -DCOMPLETE=72
// RUN: %t.ticket3 --wmc-model=tso | FileCheck %s --check-prefix=TICKET3 -DMODEL=TSO -DCOMPLETE=72
// RUN: %t.ticket3 --wmc-model=pso | FileCheck %s --check-prefix=TICKET3 -DMODEL=PSO -DCOMPLETE=72
// RUN: %t.ticket3 --wmc-model=rc11 | FileCheck %s --check-prefix=TICKET3 -DMODEL=RC11 -DCOMPLETE=72
// TICKET3-NOT: error:
// TICKET3: Summary: model=[[MODEL]] complete=[[COMPLETE]] erroneous=0 blocked=0 errors=0
// TICKET3-NEXT: note: 120 runs stopped at an await that failed on an overwritten value
//
// The same lock taking its ticket with a load and a separate store of
// next: two workers can take ticket 0.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTICKET -DWORKERS=2 -DBROKEN %s -o %t.broken %wmc_rt
// RUN: not %t.broken | FileCheck %s --check-prefix=BROKEN
// BROKEN: error: deadlock: every live thread is blocked: {{.*}} spinning forever at {{.*}}atomic-rmw-pieces.c:[[# @LINE + 47]]
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
//
// Two 64-bit exchanges of the pair and a 32-bit store to its high half:
// every order of the three is an execution (6), whichever thread the
// explorer runs first. Before the explorer kept a revisiting store whole,
// it found 5 when the store's thread came last.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DXCHG %s -o %t.xchg %wmc_rt
// RUN: %t.xchg | FileCheck %s --check-prefix=XCHG -DMODEL=SC
// RUN: %t.xchg --wmc-model=tso | FileCheck %s --check-prefix=XCHG -DMODEL=TSO
// RUN: %t.xchg --wmc-model=pso | FileCheck %s --check-prefix=XCHG -DMODEL=PSO
// RUN: %t.xchg --wmc-model=rc11 | FileCheck %s --check-prefix=XCHG -DMODEL=RC11
// XCHG-NOT: error:
// XCHG: Summary: model=[[MODEL]] complete=6 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

#ifdef TICKET
static union {
  uint32_t word;
  struct {
    uint16_t owner, next;
  } t;
} lock;
static int counter;

static void acquire(void) {
#ifdef BROKEN
  uint32_t old = __atomic_load_n(&lock.word, __ATOMIC_ACQUIRE);
  __atomic_store_n(&lock.t.next, (uint16_t)((old >> 16) + 1), __ATOMIC_RELAXED);
#else
  uint32_t old = __atomic_fetch_add(&lock.word, 1u << 16, __ATOMIC_ACQUIRE);
#endif
  uint16_t me = (uint16_t)(old >> 16);
  while (__atomic_load_n(&lock.t.owner, __ATOMIC_ACQUIRE) != me)
    ;
}

static void release(void) { __atomic_fetch_add(&lock.t.owner, 1, __ATOMIC_RELEASE); }

static void *worker(void *arg) {
  (void)arg;
  acquire();
  counter++;
  release();
  return 0;
}

int main(void) {
  pthread_t w[WORKERS];
  for (int i = 0; i < WORKERS; ++i)
    pthread_create(&w[i], 0, worker, 0);
  for (int i = 0; i < WORKERS; ++i)
    pthread_join(w[i], 0);
  wmc_assert(counter == WORKERS);
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

#ifdef XCHG
static union {
  uint64_t both;
  struct {
    uint32_t lo, hi;
  } half;
} pair;

static void *swap3(void *arg) {
  (void)arg;
  __atomic_exchange_n(&pair.both, 0x300000003ull, __ATOMIC_SEQ_CST);
  return 0;
}

static void *swap1(void *arg) {
  (void)arg;
  __atomic_exchange_n(&pair.both, 0x100000001ull, __ATOMIC_SEQ_CST);
  return 0;
}

static void *store5(void *arg) {
  (void)arg;
  __atomic_store_n(&pair.half.hi, 5, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, swap3, 0);
  pthread_create(&b, 0, swap1, 0);
  pthread_create(&c, 0, store5, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
#endif
