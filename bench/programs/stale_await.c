/* An await that can read a value overwritten before it reads: the writer
 * (created first, so it runs first) stores 1, 2, 3; the waiter awaits 3,
 * and reading 0, 1 or 2 fails its iteration for good (no later write can
 * change what it read). Two more threads each store and load z, so that
 * each such stale run is followed by several executions of theirs: with
 * --wmc-await=plain every one of them is a blocked execution; by default
 * the run stops at the stale await. */
#include <pthread.h>
#include <stdatomic.h>
atomic_int x;
static void *writer(void *a) {
  (void)a;
  for (int i = 1; i <= 3; i++)
    atomic_store_explicit(&x, i, memory_order_release);
  return 0;
}
static void *waiter(void *a) {
  (void)a;
  while (atomic_load_explicit(&x, memory_order_acquire) != 3) {
  }
  return 0;
}
atomic_int z;
static void *other(void *a) {
  atomic_store_explicit(&z, (int)(long)a, memory_order_relaxed);
  (void)atomic_load_explicit(&z, memory_order_relaxed);
  return 0;
}
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, writer, 0);
  pthread_create(&t[1], 0, waiter, 0);
  pthread_create(&t[2], 0, other, (void *)1L);
  pthread_create(&t[3], 0, other, (void *)2L);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
