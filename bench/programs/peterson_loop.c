/* Peterson's lock with a spin loop, 2 threads, each entering the critical
 * section ITER times; a full fence after the flag/turn stores keeps it
 * correct under TSO. */
#include <assert.h>
#include <pthread.h>
#ifndef ITER
#define ITER 2
#endif
int flag[2], turn, cs;
static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  for (int k = 0; k < ITER; k++) {
    flag[me] = 1;
    turn = other;
    __sync_synchronize();
    while (flag[other] && turn == other) {
    }
    int c = __atomic_fetch_add(&cs, 1, __ATOMIC_SEQ_CST);
    assert(c == 0);
    __atomic_fetch_sub(&cs, 1, __ATOMIC_SEQ_CST);
    flag[me] = 0;
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
