// A small thread pool in the usual C style: the pool is malloc'ed, its
// worker handles live in a malloc'ed pthread_t array, tasks go into a
// mutex-protected ring, workers spin on an atomic `pending` count (no
// condition variables) and exit on `shutdown`. Two workers run two tasks
// that add 1 and 2 to a total kept under a second mutex.
//
// Correct version: no error under SC and RC11; the total is 3 (checked in
// main). Counts are not pinned (they depend on how the workers' spins
// interleave with the submissions; not reasoned out here).
//
// Buggy twin (-DUNLOCKED_TOTAL): the task updates the total without the
// stats mutex: under SC two tasks can interleave and lose an update
// (assertion failure in main); under RC11 it is a data race at the update.
//
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=sc %s -- -DUNLOCKED_TOTAL | FileCheck %s --check-prefix=SC
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DUNLOCKED_TOTAL | FileCheck %s --check-prefix=RC11
//
// OK-NOT: error:
// OK: Summary: model=[[M]] {{.*}}errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#define QUEUE_SIZE 4

typedef struct {
  void (*fn)(void *);
  void *arg;
} task_t;

typedef struct {
  pthread_mutex_t lock;
  task_t tasks[QUEUE_SIZE];
  int head, tail;
  atomic_int pending;
  atomic_int shutdown;
  pthread_t *threads;
  int nthreads;
} threadpool_t;

static void *threadpool_worker(void *arg) {
  threadpool_t *pool = arg;
  for (;;) {
    while (atomic_load(&pool->pending) == 0 && !atomic_load(&pool->shutdown))
      ;
    pthread_mutex_lock(&pool->lock);
    if (pool->head != pool->tail) {
      task_t task = pool->tasks[pool->head];
      pool->head = (pool->head + 1) % QUEUE_SIZE;
      atomic_fetch_sub(&pool->pending, 1);
      pthread_mutex_unlock(&pool->lock);
      task.fn(task.arg);
      continue;
    }
    int stop = atomic_load(&pool->shutdown);
    pthread_mutex_unlock(&pool->lock);
    if (stop)
      break;
  }
  return NULL;
}

static threadpool_t *threadpool_create(int nthreads) {
  threadpool_t *pool = calloc(1, sizeof *pool);
  pthread_mutex_init(&pool->lock, NULL);
  pool->threads = malloc(sizeof(pthread_t) * nthreads);
  pool->nthreads = nthreads;
  for (int i = 0; i < nthreads; i++)
    pthread_create(&pool->threads[i], NULL, threadpool_worker, pool);
  return pool;
}

static int threadpool_add(threadpool_t *pool, void (*fn)(void *), void *arg) {
  pthread_mutex_lock(&pool->lock);
  int next = (pool->tail + 1) % QUEUE_SIZE;
  if (next == pool->head) {
    pthread_mutex_unlock(&pool->lock);
    return -1;
  }
  pool->tasks[pool->tail].fn = fn;
  pool->tasks[pool->tail].arg = arg;
  pool->tail = next;
  atomic_fetch_add(&pool->pending, 1);
  pthread_mutex_unlock(&pool->lock);
  return 0;
}

static void threadpool_destroy(threadpool_t *pool) {
  atomic_store(&pool->shutdown, 1);
  for (int i = 0; i < pool->nthreads; i++)
    pthread_join(pool->threads[i], NULL);
  free(pool->threads);
  pthread_mutex_destroy(&pool->lock);
  free(pool);
}

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void add_task(void *arg) {
#ifndef UNLOCKED_TOTAL
  pthread_mutex_lock(&stats_lock);
#endif
  total += (int)(intptr_t)arg; // RC11: error: data-race: {{.*}} at {{.*}}thread_pool.c:[[@LINE]]
#ifndef UNLOCKED_TOTAL
  pthread_mutex_unlock(&stats_lock);
#endif
}

int main(void) {
  threadpool_t *pool = threadpool_create(2);
  threadpool_add(pool, add_task, (void *)(intptr_t)1);
  threadpool_add(pool, add_task, (void *)(intptr_t)2);
  threadpool_destroy(pool);
  assert(total == 3); // SC: error: assertion-failure: {{.*}} at {{.*}}thread_pool.c:[[@LINE]]
  return 0;
}

// SC: Summary: model=SC {{.*}}errors=1
// RC11: Summary: model=RC11 {{.*}}errors=1
