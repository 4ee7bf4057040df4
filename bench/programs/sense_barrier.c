/* Sense-reversing centralized barrier, N threads, R barrier episodes: the
 * last thread to arrive resets the count and flips the sense, the others
 * await the flip. Each thread writes its slot before the barrier and reads
 * its neighbour's after it. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#ifndef N
#define N 3
#endif
#ifndef R
#define R 1
#endif
atomic_int count = N, sense;
int slot[N];
static void barrier(int *local_sense) {
  int s = !*local_sense;
  *local_sense = s;
  if (atomic_fetch_sub_explicit(&count, 1, memory_order_acq_rel) == 1) {
    atomic_store_explicit(&count, N, memory_order_relaxed);
    atomic_store_explicit(&sense, s, memory_order_release);
  } else {
    while (atomic_load_explicit(&sense, memory_order_acquire) != s) {
    }
  }
}
static void *worker(void *arg) {
  int me = (int)(long)arg, local_sense = 0;
  for (int k = 1; k <= R; k++) {
    slot[me] = k;
    barrier(&local_sense);
    assert(slot[(me + 1) % N] == k);
    barrier(&local_sense);
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
