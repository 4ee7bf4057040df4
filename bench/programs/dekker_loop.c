/* Dekker's lock with spin loops, 2 threads, each entering the critical
 * section ROUNDS times; a full fence after each flag store keeps it correct
 * under TSO and PSO (the critical section is a seq_cst RMW). */
#include <assert.h>
#include <pthread.h>
#ifndef ROUNDS
#define ROUNDS 2
#endif
int flag[2], turn, in_cs;
static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  for (int k = 0; k < ROUNDS; k++) {
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
  pthread_t t0, t1;
  pthread_create(&t0, 0, worker, (void *)0L);
  pthread_create(&t1, 0, worker, (void *)1L);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}
