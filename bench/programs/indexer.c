/* indexer (Flanagan & Godefroid's DPOR benchmark): N threads insert into a
 * hash table with compare-and-swap and linear probing. */
#include <pthread.h>
#ifndef N
#define N 12
#endif
#define SIZE 128
#define MAX 4
int table[SIZE];
static void *worker(void *arg) {
  int tid = (int)(long)arg;
  for (int i = 0; i < MAX; i++) {
    int w = i * 11 + tid + 1;
    int h = (w * 7) % SIZE;
    while (!__sync_bool_compare_and_swap(&table[h], 0, w))
      h = (h + 1) % SIZE;
  }
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
