// A seqlock with C11 atomics (Boehm, "Can seqlocks get along with
// programming language memory models?"): the writer makes the sequence
// odd, issues a release fence, stores the fields (relaxed atomics), and
// makes the sequence even with a release store; the reader loads the
// sequence with acquire, copies the fields, issues an acquire fence and
// reloads the sequence, retrying if it changed or was odd. One writer
// stores {1, 1}; one reader takes one consistent snapshot.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_uint seq;
static atomic_int x, y;

static void *writer(void *arg) {
  (void)arg;
  unsigned s = atomic_load_explicit(&seq, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  atomic_store_explicit(&seq, s + 2, memory_order_release);
  return NULL;
}

static void *reader(void *arg) {
  (void)arg;
  unsigned s0, s1;
  int a, b;
  do {
    s0 = atomic_load_explicit(&seq, memory_order_acquire);
    a = atomic_load_explicit(&x, memory_order_relaxed);
    b = atomic_load_explicit(&y, memory_order_relaxed);
    atomic_thread_fence(memory_order_acquire);
    s1 = atomic_load_explicit(&seq, memory_order_relaxed);
  } while (s0 != s1 || (s0 & 1));
  assert(a == b);
  return NULL;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, NULL, writer, NULL);
  pthread_create(&r, NULL, reader, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}

// 2 complete executions: the reader's successful attempt sees the sequence 0
// twice (the initial pair) or 2 twice (the new pair); an attempt that saw
// anything else would retry, and a retry that only read is an await that
// failed. There are 16 such attempts: first load 0 with (a, b) = (0, 0) and
// second load 1 or 2, or with a or b new (the fences make the second load
// see at least 1) and second load 1 or 2: 2 + 3 x 2 = 8; first load 1, any
// (a, b), second load 1 or 2: 8. The writer, the lower thread, runs before
// the reader, so every write is in the graph before the reader's loads: an
// attempt whose second load reads 1 read an overwritten value (8 runs
// stopped at the stale await); the 8 whose second load reads 2, the last
// write, are blocked.
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=2 erroneous=0 blocked=8 errors=0
// CHECK-NEXT: note: 8 runs stopped at an await that failed on an overwritten value
