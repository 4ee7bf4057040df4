/* A ring of N threads in the style of LB: thread i reads V[i+1 mod N], then
 * writes V[i]. Every combination of read values but "all read 1" (a cycle)
 * is consistent: 2^N - 1 executions under SC, TSO and PSO. */
#include <pthread.h>
#ifndef N
#define N 10
#endif
int V[N];
int R[N];
static void *worker(void *arg) {
  long i = (long)arg;
  R[i] = V[(i + 1) % N];
  V[i] = 1;
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
