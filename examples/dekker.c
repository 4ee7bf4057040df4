/* Dekker's mutual exclusion for two threads, with plain accesses.
 * Correct under sequential consistency; broken under TSO, where each
 * thread's `flag[me] = 1` can still sit in its store buffer while it reads
 * the other thread's flag — both threads then enter the critical section.
 *
 *   wmc check --model=sc  examples/dekker.c    # no error
 *   wmc check --model=tso examples/dekker.c    # mutual exclusion violated
 * Compile with -DFENCE to add the full fence that makes it correct under TSO.
 */
#include <assert.h>
#include <pthread.h>

int flag[2];
int turn;
int in_critical; /* threads inside the critical section */

static void fence(void) {
#ifdef FENCE
  __sync_synchronize();
#endif
}

static void lock(int me) {
  int other = 1 - me;
  flag[me] = 1;
  fence();
  while (flag[other]) {
    if (turn != me) {
      flag[me] = 0;
      while (turn != me) {
      }
      flag[me] = 1;
      fence();
    }
  }
}

static void unlock(int me) {
  turn = 1 - me;
  flag[me] = 0;
}

static void *worker(void *arg) {
  int me = (int)(long)arg;
  lock(me);
  /* critical section: an atomic increment, so the check itself is exact */
  int before = __atomic_fetch_add(&in_critical, 1, __ATOMIC_SEQ_CST);
  assert(before == 0 && "two threads in the critical section");
  __atomic_fetch_sub(&in_critical, 1, __ATOMIC_SEQ_CST);
  unlock(me);
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
