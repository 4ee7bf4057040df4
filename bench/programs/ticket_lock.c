/* Ticket lock, N threads, each taking the lock R times: a fetch_add draws
 * a ticket, `while (serving != ticket) {}` is an await. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#ifndef N
#define N 3
#endif
#ifndef R
#define R 1
#endif
atomic_uint next_ticket, serving;
int in_cs;
static void *worker(void *arg) {
  (void)arg;
  for (int k = 0; k < R; k++) {
    unsigned ticket = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_relaxed);
    while (atomic_load_explicit(&serving, memory_order_acquire) != ticket) {
    }
    assert(++in_cs == 1);
    in_cs--;
    atomic_store_explicit(&serving, ticket + 1, memory_order_release);
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
