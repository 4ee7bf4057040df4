/* Memory flatness: a writer stores 1..K to x while a reader loads x K times.
   Under SC the reads see a non-decreasing sequence of values, one
   execution per choice: C(2K, K) complete executions (K = 12: 2,704,156),
   each with few events, so a run with --wmc-max-executions=N does N cheap
   executions of the same shape. */
#include <pthread.h>
#ifndef K
#define K 12
#endif
int x;
static void *writer(void *a) {
  for (int i = 1; i <= K; i++)
    x = i;
  return 0;
}
static void *reader(void *a) {
  int r;
  for (int i = 0; i < K; i++)
    r = x;
  (void)r;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
