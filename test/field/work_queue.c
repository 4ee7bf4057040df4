// A mutex-protected bounded work queue (array ring, head/tail/count under
// one pthread mutex). main is the producer and submits work items 1 and 2;
// two consumer threads each wait for work (spinning on an atomic hint, then
// re-checking under the mutex) and take one item.
//
// Correct version: no error under SC and RC11; each item is taken exactly
// once (checked in main). Counts are not pinned (the consumers' re-check
// loop makes them depend on interleavings not reasoned out here).
//
// Buggy twin (-DUNLOCKED_TAKE): the consumers take an item without the
// mutex. Under SC both can read the same head and take item 1 twice: the
// assertion in main fails. Under RC11 the unlocked head accesses race.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=sc %s -- -DUNLOCKED_TAKE | FileCheck %s --check-prefix=SC
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DUNLOCKED_TAKE | FileCheck %s --check-prefix=RC11
//
// OK-NOT: error:
// OK: Summary: model=[[M]] {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#define CAPACITY 2

struct work_queue {
  pthread_mutex_t lock;
  int items[CAPACITY];
  int head, count;
  atomic_int available;
};

static struct work_queue wq = {.lock = PTHREAD_MUTEX_INITIALIZER};
static int taken[2];

static void wq_put(struct work_queue *q, int item) {
  pthread_mutex_lock(&q->lock);
  q->items[(q->head + q->count) % CAPACITY] = item;
  q->count++;
  atomic_fetch_add(&q->available, 1);
  pthread_mutex_unlock(&q->lock);
}

static int wq_try_take(struct work_queue *q, int *item) {
#ifndef UNLOCKED_TAKE
  pthread_mutex_lock(&q->lock);
#endif
  int ok = q->count > 0; // RC11: error: data-race: {{.*}} at {{.*}}work_queue.c:[[@LINE]]
  if (ok) {
    *item = q->items[q->head];
    q->head = (q->head + 1) % CAPACITY;
    q->count--;
    atomic_fetch_sub(&q->available, 1);
  }
#ifndef UNLOCKED_TAKE
  pthread_mutex_unlock(&q->lock);
#endif
  return ok;
}

static void *consumer(void *arg) {
  int *slot = arg;
  for (;;) {
    while (atomic_load(&wq.available) == 0)
      ;
    int item;
    if (wq_try_take(&wq, &item)) {
      *slot = item;
      break;
    }
  }
  return 0;
}

int main(void) {
  pthread_t c[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&c[i], 0, consumer, &taken[i]);
  wq_put(&wq, 1);
  wq_put(&wq, 2);
  for (int i = 0; i < 2; i++)
    pthread_join(c[i], 0);
  assert(taken[0] + taken[1] == 3 && taken[0] != taken[1]); // SC: error: assertion-failure: {{.*}} at {{.*}}work_queue.c:[[@LINE]]
  return 0;
}

// SC: Summary: model=SC {{.*}}errors=1
// RC11: Summary: model=RC11 {{.*}}errors=1
