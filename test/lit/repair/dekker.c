// Dekker's mutual exclusion with plain flag/turn, 2 threads entering once:
// wrong under TSO (a thread's `flag[me] = 1` can still be buffered when it
// reads the other's flag). The repair inserts one full fence after the
// entry store and re-explores to show that suffices for this test. RUN and
// CHECK lines at the end.
#include <assert.h>
#include <pthread.h>

int flag[2];
int turn;
int in_cs;

static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  flag[me] = 1;
  while (flag[other]) {
    if (turn != me) {
      flag[me] = 0;
      while (turn != me) {
      }
      flag[me] = 1;
    }
  }
  int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
  assert(c == 0);
  __atomic_fetch_sub(&in_cs, 1, __ATOMIC_SEQ_CST);
  turn = other;
  flag[me] = 0;
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

// RUN: not %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}dekker.c:25
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}dekker.c:15:16: fix: insert-fence: a full fence after this store
// CHECK-NEXT: {{^}}   15 |   flag[me] = 1;
// CHECK: re-explored: {{[0-9]+}} executions, no error
