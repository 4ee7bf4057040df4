// Twin of seqlock.c whose sequence store and load are relaxed (the fences
// stay): the reader can see the final, even sequence, then an old x and a
// new y (or the reverse), then the same sequence again: a torn snapshot.
// CORPUS: buggy twin of seqlock.c
// ANALYSIS: wmc-weak-publication line=21|30
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
  atomic_store_explicit(&seq, s + 2, memory_order_relaxed);
  return NULL;
}

static void *reader(void *arg) {
  (void)arg;
  unsigned s0, s1;
  int a, b;
  do {
    s0 = atomic_load_explicit(&seq, memory_order_relaxed);
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

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: assertion-failure: {{.*}} at {{.*}}seqlock-bug.c:36 (thread T0.2)
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(rlx) seq = {{.*}} @ {{.*}}seqlock-bug.c:34
// CHECK: Summary: model=RC11 complete=1 erroneous=1 blocked=0 errors=1
