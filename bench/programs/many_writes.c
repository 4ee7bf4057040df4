/* Many writes to one location (issue 11 item 12): T threads each store K
 * times to x, then read it. With T = 1 there is one execution of T*K writes;
 * the benchmark prints its time against the number of events, which shows
 * how coherence bookkeeping grows with the length of one location's co. */
#include <pthread.h>
#include <stdatomic.h>
#ifndef T
#define T 1
#endif
#ifndef K
#define K 1000
#endif
static atomic_int x;
static void *writer(void *arg) {
  (void)arg;
  for (int k = 0; k < K; k++)
    atomic_store_explicit(&x, k, memory_order_relaxed);
  (void)atomic_load_explicit(&x, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t th[T];
  for (int t = 0; t < T; t++)
    pthread_create(&th[t], 0, writer, 0);
  for (int t = 0; t < T; t++)
    pthread_join(th[t], 0);
  return 0;
}
