// Twin of treiber-stack.c with every order relaxed: the compare-exchange
// that publishes a node no longer releases its contents, and a pop reads
// the node's `next` and `value` racing with the stores that filled it.
// CORPUS: buggy twin of treiber-stack.c
// ANALYSIS: wmc-weak-publication line=27
// ANALYSIS: wmc-weak-publication line=32|33
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
  while (!atomic_compare_exchange_strong_explicit(&top, &old, n, memory_order_relaxed,
                                                  memory_order_relaxed));
}

static int pop(void) {
  struct node *old = atomic_load_explicit(&top, memory_order_relaxed);
  while (old && !atomic_compare_exchange_strong_explicit(&top, &old, old->next,
                                                         memory_order_relaxed, memory_order_relaxed)) {
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

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}treiber-stack-bug.c:33 (thread T0.1)
// CHECK-NEXT: T0.2#{{[0-9]+}}: store(na) malloc@{{.*}}treiber-stack-bug.c:22(T0.2)+8 (.next) = {{.*}} @ {{.*}}treiber-stack-bug.c:26
// CHECK-NEXT: T0.1#{{[0-9]+}}: load(na) malloc@{{.*}}treiber-stack-bug.c:22(T0.2)+8 (.next) = {{.*}} @ {{.*}}treiber-stack-bug.c:33
// CHECK: Summary: model=RC11 complete=2 erroneous=1 blocked=0 errors=1
