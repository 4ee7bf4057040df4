// A pthread barrier of 3 threads: each thread writes its slot, waits, then
// reads every slot. Every arrival happens before every departure (RC11: no
// data race), and PTHREAD_BARRIER_SERIAL_THREAD goes to exactly one thread.
// MISSING creates only 2 of the 3 threads: a deadlock naming the barrier.
//
// Exact counts (every model): complete = 1, blocked = 0. The arrivals and
// departures are barrier events, not memory accesses: they do not conflict,
// so one execution covers every arrival order; each thread's reads see the
// writes of the others (all before the barrier) and nothing else.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DMISSING %s -o %t.m %wmc_rt
// RUN: not %t.m | FileCheck %s --check-prefix=MISSING
// RUN: not %t.m --wmc-model=rc11 | FileCheck %s --check-prefix=MISSING
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=1 erroneous=0 blocked=0 errors=0
// MISSING: error: deadlock: every live thread is blocked: T0 waiting to join T0.1 at {{.*}}barrier.c:49; T0.1 waiting at barrier b at {{.*}}barrier.c:36; T0.2 waiting at barrier b at {{.*}}barrier.c:36 (thread T0.1)
#include <assert.h>
#include <pthread.h>

#ifdef MISSING
enum { THREADS = 2 };
#else
enum { THREADS = 3 };
#endif
pthread_barrier_t b;
int slot[3], serial;

static void *worker(void *arg) {
  int me = (int)(long)arg;
  slot[me] = 1;
  if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD)
    __atomic_fetch_add(&serial, 1, __ATOMIC_RELAXED);
  for (int i = 0; i < 3; i++)
    assert(slot[i] == 1);
  return 0;
}

int main(void) {
  pthread_t t[3];
  pthread_barrier_init(&b, 0, 3);
  for (long i = 0; i < THREADS; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < THREADS; i++)
    pthread_join(t[i], 0);
  assert(serial == 1);
  pthread_barrier_destroy(&b);
  return 0;
}
