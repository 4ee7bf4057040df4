/* Thread-local traffic (issue 7 item 5, docs/instrumentation.md): T
 * pthreads each draw K pseudo-random numbers with a generator whose state
 * is thread_local and count them in a thread_local histogram; workers 0
 * and 1 then run SB through relaxed atomics, so the exploration has a few
 * executions. The state and the histogram never leave their thread (the
 * pass proves it, instrument/ThreadLocalProof.h), so they are not events;
 * the counts are the same with -fplugin-arg-wmc-no-private
 * (bench/private.py prints both). */
#include <pthread.h>
#include <stdatomic.h>

#ifndef T
#define T 4
#endif
#ifndef K
#define K 100
#endif

static _Thread_local unsigned state;
static _Thread_local long histogram[8];
atomic_int flags[2];
int seen[2];

static unsigned draw(void) {
  state = state * 1103515245u + 12345u;
  return state >> 16;
}

static void *worker(void *arg) {
  long id = (long)arg;
  state = (unsigned)id + 1;
  for (int k = 0; k < K; ++k)
    histogram[draw() % 8]++;
  if (id < 2) {
    atomic_store_explicit(&flags[id], 1, memory_order_relaxed);
    seen[id] = atomic_load_explicit(&flags[1 - id], memory_order_relaxed) + (int)histogram[0];
  }
  return 0;
}

int main(void) {
  pthread_t threads[T];
  for (long t = 0; t < T; ++t)
    pthread_create(&threads[t], 0, worker, (void *)t);
  for (int t = 0; t < T; ++t)
    pthread_join(threads[t], 0);
  return 0;
}
