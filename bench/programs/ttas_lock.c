/* Test-and-test-and-set spinlock, N threads, each taking the lock R times:
 * `while (lock) {}` is an await, the exchange retries when another thread
 * took the lock between the read and the exchange. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#ifndef N
#define N 3
#endif
#ifndef R
#define R 1
#endif
atomic_int lock;
int in_cs;
static void acquire(void) {
  for (;;) {
    while (atomic_load_explicit(&lock, memory_order_relaxed)) {
    }
    if (!atomic_exchange_explicit(&lock, 1, memory_order_acquire))
      return;
  }
}
static void *worker(void *arg) {
  (void)arg;
  for (int k = 0; k < R; k++) {
    acquire();
    assert(++in_cs == 1);
    in_cs--;
    atomic_store_explicit(&lock, 0, memory_order_release);
  }
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
