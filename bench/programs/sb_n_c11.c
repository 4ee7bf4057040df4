/* SB with N threads, relaxed C11 atomics: thread i writes X[i], then reads
 * X[i+1 mod N]. "Every thread read 0" is allowed under RC11, so the assertion
 * fails; the figure is the time to find it (GPUMC's SB scalability test). */
#include <pthread.h>
#include <stdatomic.h>
#include <assert.h>
#ifndef N
#define N 4
#endif
atomic_int X[N];
int R[N];
static void *worker(void *arg) {
  long i = (long)arg;
  atomic_store_explicit(&X[i], 1, memory_order_relaxed);
  R[i] = atomic_load_explicit(&X[(i + 1) % N], memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  int sum = 0;
  for (int i = 0; i < N; i++) {
    pthread_join(t[i], 0);
    sum += R[i];
  }
  assert(sum != 0);
  return 0;
}
