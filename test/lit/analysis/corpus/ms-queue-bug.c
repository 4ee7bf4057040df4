// Twin of ms-queue.c with every order relaxed: the compare-exchange that links
// a node no longer releases the node's value, which the consumer's read races with.
// CORPUS: buggy twin of ms-queue.c
// ANALYSIS: wmc-weak-publication line=37
// ANALYSIS: wmc-weak-publication line=49
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

struct node {
  int value;
  _Atomic(struct node *) next;
};

struct queue {
  _Atomic(struct node *) head;
  _Atomic(struct node *) tail;
};

static struct queue q;
static int got[2];

static void enqueue(struct queue *queue, int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  atomic_init(&n->next, NULL);
  for (;;) {
    struct node *tail = atomic_load_explicit(&queue->tail, memory_order_relaxed);
    struct node *next = atomic_load_explicit(&tail->next, memory_order_relaxed);
    if (next) {
      atomic_compare_exchange_strong_explicit(&queue->tail, &tail, next, memory_order_relaxed,
                                              memory_order_relaxed);
      continue;
    }
    if (atomic_compare_exchange_strong_explicit(&tail->next, &next, n, memory_order_relaxed,
                                                memory_order_relaxed)) {
      atomic_compare_exchange_strong_explicit(&queue->tail, &tail, n, memory_order_relaxed,
                                              memory_order_relaxed);
      return;
    }
  }
}

static int dequeue(struct queue *queue) {
  for (;;) {
    struct node *head = atomic_load_explicit(&queue->head, memory_order_relaxed);
    struct node *next = atomic_load_explicit(&head->next, memory_order_relaxed);
    if (!next)
      return -1;
    int value = next->value;
    if (atomic_compare_exchange_strong_explicit(&queue->head, &head, next, memory_order_relaxed,
                                                memory_order_relaxed))
      return value;
  }
}

static void *producer(void *arg) {
  (void)arg;
  enqueue(&q, 1);
  enqueue(&q, 2);
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  got[0] = dequeue(&q);
  got[1] = dequeue(&q);
  return NULL;
}

int main(void) {
  struct node *dummy = malloc(sizeof *dummy);
  atomic_init(&dummy->next, NULL);
  atomic_init(&q.head, dummy);
  atomic_init(&q.tail, dummy);
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  assert(got[0] == -1 || got[0] == 1);
  assert(got[1] == -1 || got[1] == (got[0] == 1 ? 2 : 1));
  return 0;
}

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}ms-queue-bug.c:52 (thread T0.2)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) malloc@{{.*}}ms-queue-bug.c:26(T0.1) (.value) = {{.*}} @ {{.*}}ms-queue-bug.c:27
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(na) malloc@{{.*}}ms-queue-bug.c:26(T0.1) (.value) = {{.*}} @ {{.*}}ms-queue-bug.c:52
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
