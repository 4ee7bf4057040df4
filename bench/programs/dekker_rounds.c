/* Dekker's mutual exclusion, 2 threads, each entering the critical section
 * R times; plain int flags and turn with a full fence after each
 * `flag[me] = 1` (correct under SC, TSO and PSO). The spin loop
 * `while (turn != me)` is an await; the outer `while (flag[other])` is not
 * (it writes flag[me]). */
#include <assert.h>
#include <pthread.h>
#ifndef R
#define R 3
#endif
int flag[2], turn, in_cs;
static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  for (int k = 0; k < R; k++) {
    flag[me] = 1;
    __sync_synchronize();
    while (flag[other]) {
      if (turn != me) {
        flag[me] = 0;
        while (turn != me) {
        }
        flag[me] = 1;
        __sync_synchronize();
      }
    }
    int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
    assert(c == 0);
    __atomic_fetch_sub(&in_cs, 1, __ATOMIC_SEQ_CST);
    turn = other;
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
