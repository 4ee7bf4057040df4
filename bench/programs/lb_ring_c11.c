/* The LB ring with C11 release/acquire atomics (for RC11): thread i reads
 * V[i+1 mod N] (acquire), then writes V[i] (release). 2^N - 1 executions: the
 * all-ones cycle is po ∪ rf cyclic (thin air). */
#include <pthread.h>
#include <stdatomic.h>
#ifndef N
#define N 10
#endif
atomic_int V[N];
int R[N];
static void *worker(void *arg) {
  long i = (long)arg;
  R[i] = atomic_load_explicit(&V[(i + 1) % N], memory_order_acquire);
  atomic_store_explicit(&V[i], 1, memory_order_release);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
