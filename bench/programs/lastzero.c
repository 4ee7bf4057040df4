/* lastzero (Abdulla et al., "Optimal dynamic partial order reduction"):
 * thread 0 scans array[] from the top for the last zero while threads
 * 1..N each write array[j] = array[j-1] + 1. Relaxed atomics, so the
 * program is race-free under RC11 too. */
#include <pthread.h>
#ifndef N
#define N 5
#endif
int array[N + 1];
static void *scanner(void *arg) {
  (void)arg;
  int i = N;
  while (i > 0 && __atomic_load_n(&array[i], __ATOMIC_RELAXED) != 0)
    i--;
  return 0;
}
static void *writer(void *arg) {
  long j = (long)arg;
  __atomic_store_n(&array[j], __atomic_load_n(&array[j - 1], __ATOMIC_RELAXED) + 1,
                   __ATOMIC_RELAXED);
  return 0;
}
int main(void) {
  pthread_t t[N + 1];
  pthread_create(&t[0], 0, scanner, 0);
  for (long j = 1; j <= N; j++)
    pthread_create(&t[j], 0, writer, (void *)j);
  for (int j = 0; j <= N; j++)
    pthread_join(t[j], 0);
  return 0;
}
