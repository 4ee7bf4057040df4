// concurrencykit-style ck_ring SPSC ring buffer (ck_ring_enqueue_spsc /
// ck_ring_dequeue_spsc): ck_pr_load/store are volatile accesses, and the
// ring relies on ck_pr_fence_store between writing a slot and publishing the
// producer index. A producer enqueues 1 and 2; the consumer tries to dequeue
// twice (no retry) and checks FIFO order and values.
//
// Correct version: no error under SC, TSO and PSO (volatile accesses are
// plain, so RC11 would call the ring racy, as it is by the C11 letter).
// Exact count, 9 complete executions under all three: the consumer's two
// reads of p_tail are (0,0), (0,1), (0,2), (1,1), (1,2), (2,2); the
// producer's second read of c_head reads either the initial 0 or the
// consumer's first c_head store, and that store can come before it only when
// the consumer's first successful dequeue read p_tail == 1, i.e. in (0,1),
// (1,1), (1,2): 6 + 3 = 9. Everything else reads the only possible write.
//
// Buggy twin (-DNO_STORE_FENCE, ck_pr_fence_store dropped): under PSO the
// p_tail store can overtake the slot store, and the consumer reads an empty
// slot: assertion failure. On TSO (x86, where ck_pr_fence_store is a
// compiler barrier) it stays correct.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 1 %wmc check --model=pso %s -- -DNO_STORE_FENCE | FileCheck %s --check-prefix=BUG
// RUN: %expect 0 %wmc check --model=tso %s -- -DNO_STORE_FENCE | FileCheck %s --check-prefix=OK -DM=TSO
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=9 erroneous=0 {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#define ck_pr_load_uint(p) (*(volatile unsigned int *)(p))
#define ck_pr_store_uint(p, v) (*(volatile unsigned int *)(p) = (v))
#define ck_pr_fence_load() __atomic_thread_fence(__ATOMIC_ACQUIRE)
#ifdef NO_STORE_FENCE
#define ck_pr_fence_store() __asm__ __volatile__("" ::: "memory")
#else
#define ck_pr_fence_store() __atomic_thread_fence(__ATOMIC_RELEASE)
#endif

struct ck_ring {
  unsigned int c_head;
  char pad[60];
  unsigned int p_tail;
  unsigned int p_head;
  char _pad[56];
  unsigned int size;
  unsigned int mask;
};
typedef struct ck_ring ck_ring_t;

struct ck_ring_buffer {
  void *value;
};
typedef struct ck_ring_buffer ck_ring_buffer_t;

static void ck_ring_init(ck_ring_t *ring, unsigned int size) {
  ring->size = size;
  ring->mask = size - 1;
  ring->p_tail = ring->p_head = 0;
  ring->c_head = 0;
}

static bool ck_ring_enqueue_spsc(ck_ring_t *ring, ck_ring_buffer_t *buffer, void *entry) {
  unsigned int consumer = ck_pr_load_uint(&ring->c_head);
  unsigned int producer = ring->p_tail;
  unsigned int delta = producer + 1;
  if ((delta & ring->mask) == (consumer & ring->mask))
    return false;
  buffer[producer & ring->mask].value = entry;
  ck_pr_fence_store();
  ck_pr_store_uint(&ring->p_tail, delta);
  return true;
}

static bool ck_ring_dequeue_spsc(ck_ring_t *ring, ck_ring_buffer_t *buffer, void **data) {
  unsigned int consumer = ring->c_head;
  unsigned int producer = ck_pr_load_uint(&ring->p_tail);
  if (consumer == producer)
    return false;
  ck_pr_fence_load();
  *data = buffer[consumer & ring->mask].value;
  ck_pr_fence_store();
  ck_pr_store_uint(&ring->c_head, consumer + 1);
  return true;
}

static ck_ring_t ring;
static ck_ring_buffer_t slots[4];

static void *producer(void *arg) {
  (void)arg;
  for (uintptr_t v = 1; v <= 2; v++)
    ck_ring_enqueue_spsc(&ring, slots, (void *)v);
  return 0;
}

static void *consumer(void *arg) {
  (void)arg;
  uintptr_t expected = 1;
  for (int i = 0; i < 2; i++) {
    void *v;
    if (ck_ring_dequeue_spsc(&ring, slots, &v)) {
      assert((uintptr_t)v == expected); // BUG: error: assertion-failure: {{.*}} at {{.*}}ck_ring_spsc.c:[[@LINE]]
      expected++;
    }
  }
  return 0;
}

int main(void) {
  ck_ring_init(&ring, 4);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}

// BUG: Summary: model=PSO {{.*}}errors=1
