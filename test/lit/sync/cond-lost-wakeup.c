// A wait with no predicate: when the signaller's critical section comes
// first, its signal finds no waiter and is lost, and the waiter then waits
// forever. wmc reports the deadlock with every blocked thread and where it
// waits.
//
// Exact counts (same under every model, see cond-producer-consumer.c):
// complete = 1 (the waiter registers first and the signal wakes it),
// erroneous = 1 (the signal first: lost; deadlock), blocked = 4 (as in
// cond-producer-consumer.c: the wake-up read before the signal, each lock
// attempt that reads the other thread's held lock, and the woken waiter's
// re-lock while the signaller still holds m).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s --check-prefixes=CHECK,FIRST
// RUN: not %t --wmc-keep-going | FileCheck %s --check-prefixes=CHECK,ALL -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=tso | FileCheck %s --check-prefixes=CHECK,ALL -DM=TSO
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefixes=CHECK,ALL -DM=PSO
// RUN: not %t --wmc-keep-going --wmc-model=rc11 | FileCheck %s --check-prefixes=CHECK,ALL -DM=RC11
// CHECK: error: deadlock: every live thread is blocked: T0 waiting to join T0.1 at {{.*}}cond-lost-wakeup.c:48; T0.1 waiting on condition variable c at {{.*}}cond-lost-wakeup.c:32 (thread T0.1)
// CHECK: T0.1#{{[0-9]+}}: cond-wake(rlx) condition variable c {{.*}}@ {{.*}}cond-lost-wakeup.c:32
// CHECK: T0.2:
// CHECK: signal(rlx) condition variable c  [reads the initial value]
// FIRST: note: stopped at the first error
// ALL: Summary: model=[[M]] complete=1 erroneous=1 blocked=4 errors=1
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;

static void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *signaller(void *arg) {
  pthread_mutex_lock(&m);
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t w, s;
  pthread_create(&w, 0, waiter, 0);
  pthread_create(&s, 0, signaller, 0);
  pthread_join(w, 0);
  pthread_join(s, 0);
  return 0;
}
