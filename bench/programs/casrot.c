/* casrot: N threads rotate one shared counter with compare-and-swap; thread
 * i succeeds only when the counter holds i, so every interleaving of the
 * failed and successful CASes is an execution (GenMC's synthetic casrot). */
#include <pthread.h>
#ifndef N
#define N 6
#endif
int x;
static void *worker(void *arg) {
  int expected = (int)(long)arg;
  __atomic_compare_exchange_n(&x, &expected, expected + 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
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
