// Chase-Lev work-stealing deque in C11 (the fence placement of Le, Pop,
// Cohen and Zappa Nardelli, "Correct and efficient work-stealing for weak
// memory models", PPoPP 2013). The owner (main) pushes tasks 1 and 2, starts
// a thief, and takes one task; the thief tries to steal twice. Every task
// must be obtained at most once.
//
// Correct version: no error under SC, TSO and RC11. (Execution counts are
// not pinned: they depend on many top/bottom interleavings and are not
// reasoned out here.)
//
// Buggy twin (-DNO_TAKE_FENCE): take() without the seq_cst fence between
// its store to `bottom` and its load of `top`. Under TSO the store waits in
// the owner's store buffer: the thief steals task 1 and then, still seeing
// bottom == 2, task 2, while the owner's stale top (0 < b) lets it take task
// 2 without a CAS: task 2 is taken twice. The same outcome is allowed under
// RC11 (relaxed accesses, no fence). Under SC it cannot happen.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 0 %wmc check --model=sc %s -- -DNO_TAKE_FENCE | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 1 %wmc check --model=tso %s -- -DNO_TAKE_FENCE | FileCheck %s --check-prefix=BUG -DM=TSO
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DNO_TAKE_FENCE | FileCheck %s --check-prefix=BUG -DM=RC11
//
// OK-NOT: error:
// OK: Summary: model=[[M]] {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#define EMPTY (-1)
#define ABORT (-2)

typedef struct {
  atomic_size_t size;
  atomic_int buffer[];
} Array;

typedef struct {
  atomic_size_t top, bottom;
  _Atomic(Array *) array;
} Deque;

static void deque_init(Deque *q, size_t size) {
  Array *a = malloc(sizeof(Array) + sizeof(atomic_int) * size);
  atomic_init(&a->size, size);
  atomic_init(&q->top, 0);
  atomic_init(&q->bottom, 0);
  atomic_init(&q->array, a);
}

static int take(Deque *q) {
  size_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed) - 1;
  Array *a = atomic_load_explicit(&q->array, memory_order_relaxed);
  atomic_store_explicit(&q->bottom, b, memory_order_relaxed);
#ifndef NO_TAKE_FENCE
  atomic_thread_fence(memory_order_seq_cst);
#endif
  size_t t = atomic_load_explicit(&q->top, memory_order_relaxed);
  int x;
  if ((long)t <= (long)b) {
    x = atomic_load_explicit(&a->buffer[b % a->size], memory_order_relaxed);
    if (t == b) {
      if (!atomic_compare_exchange_strong_explicit(&q->top, &t, t + 1, memory_order_seq_cst,
                                                   memory_order_relaxed))
        x = EMPTY;
      atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
    }
  } else {
    x = EMPTY;
    atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
  }
  return x;
}

static void push(Deque *q, int x) {
  size_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed);
  size_t t = atomic_load_explicit(&q->top, memory_order_acquire);
  Array *a = atomic_load_explicit(&q->array, memory_order_relaxed);
  if (b - t > a->size - 1)
    abort(); /* resize: not needed by this test */
  atomic_store_explicit(&a->buffer[b % a->size], x, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
}

static int steal(Deque *q) {
  size_t t = atomic_load_explicit(&q->top, memory_order_acquire);
  atomic_thread_fence(memory_order_seq_cst);
  size_t b = atomic_load_explicit(&q->bottom, memory_order_acquire);
  int x = EMPTY;
  if ((long)t < (long)b) {
    Array *a = atomic_load_explicit(&q->array, memory_order_consume);
    x = atomic_load_explicit(&a->buffer[t % a->size], memory_order_relaxed);
    if (!atomic_compare_exchange_strong_explicit(&q->top, &t, t + 1, memory_order_seq_cst,
                                                 memory_order_relaxed))
      return ABORT;
  }
  return x;
}

static Deque deque;
static int stolen[2];

static void *thief(void *arg) {
  (void)arg;
  for (int i = 0; i < 2; i++)
    stolen[i] = steal(&deque);
  return 0;
}

int main(void) {
  deque_init(&deque, 4);
  push(&deque, 1);
  push(&deque, 2);
  pthread_t t;
  pthread_create(&t, 0, thief, 0);
  int mine = take(&deque);
  pthread_join(t, 0);
  int times[3] = {0, 0, 0};
  if (mine > 0)
    times[mine]++;
  for (int i = 0; i < 2; i++)
    if (stolen[i] > 0)
      times[stolen[i]]++;
  assert(times[1] <= 1 && times[2] <= 1); // BUG: error: assertion-failure: {{.*}} at {{.*}}chase_lev_deque.c:[[@LINE]]
  return 0;
}

// BUG: Summary: model=[[M]] {{.*}}errors=1
