// A Treiber stack with C11 atomics: push fills the node with plain stores
// and publishes it with a release compare-exchange on `top`; pop reads
// `top` with acquire (so the node's contents are visible) before it follows
// `next`. Nodes are never freed (no ABA). Two threads each push a value and
// pop one.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static _Atomic(struct node *) top;
static int popped[2];

static void push(int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
  do
    n->next = old;
  while (!atomic_compare_exchange_strong_explicit(&top, &old, n, memory_order_release,
                                                  memory_order_relaxed));
}

static int pop(void) {
  struct node *old = atomic_load_explicit(&top, memory_order_acquire);
  while (old && !atomic_compare_exchange_strong_explicit(&top, &old, old->next,
                                                         memory_order_acquire,
                                                         memory_order_acquire)) {
  }
  return old ? old->value : -1;
}

static void *worker(void *arg) {
  int me = (int)(long)arg;
  push(me + 1);
  popped[me] = pop();
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)0L);
  pthread_create(&b, NULL, worker, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(popped[0] > 0 && popped[1] > 0 && popped[0] + popped[1] == 3);
  assert(atomic_load(&top) == NULL);
  return 0;
}

// 40 complete executions (pinned from the explorer, not derived by hand).
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=40 erroneous=0 blocked=0 errors=0
