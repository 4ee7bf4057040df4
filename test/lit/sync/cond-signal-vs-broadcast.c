// Two waiters and one wake-up. With pthread_cond_broadcast both waiters are
// woken; with pthread_cond_signal (the bug: one waiter is left waiting for
// ever) the deadlock is reported with the waiter left and where it waits.
//
// Exact counts with broadcast (every model): complete = 14, by where the
// setter's critical section falls among the waiters' first ones:
// * first: neither waiter waits; the waiters' critical sections in either
//   order: 2;
// * between them: the first waiter (either: 2) waits, the broadcast wakes
//   it, and its re-lock comes before or after the second waiter's critical
//   section: 2 x 2 = 4;
// * last: both wait (in either order: 2), the broadcast gives each a token;
//   the two wake-ups take them in either order (2: two orders of the
//   operations on c) and the two re-locks happen in either order (2):
//   2 x 2 x 2 = 8.
// 2 + 4 + 8 = 14. The blocked graphs (lock and wake-up attempts that read a
// state a later operation changes) are pinned only under SC, TSO and PSO
// (71): RC11's relaxed condition-variable operations allow more of them.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefixes=ALL,SC -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefixes=ALL,SC -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefixes=ALL,SC -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s --check-prefix=ALL -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSIGNAL %s -o %t.s %wmc_rt
// RUN: not %t.s | FileCheck %s --check-prefix=ONE
// RUN: not %t.s --wmc-model=rc11 | FileCheck %s --check-prefix=ONE
// ALL-NOT: error:
// ALL: Summary: model=[[M]] complete=14 erroneous=0 blocked=
// SC-SAME: {{^}}71 errors=0
// ONE: error: deadlock: every live thread is blocked: T0 waiting to join T0.{{[12]}} at {{.*}}cond-signal-vs-broadcast.c:{{63|64}}; T0.{{[12]}} waiting on condition variable c at {{.*}}cond-signal-vs-broadcast.c:41
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int go;

static void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  while (!go)
    pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *setter(void *arg) {
  pthread_mutex_lock(&m);
  go = 1;
#ifdef SIGNAL
  pthread_cond_signal(&c);
#else
  pthread_cond_broadcast(&c);
#endif
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t w1, w2, s;
  pthread_create(&w1, 0, waiter, 0);
  pthread_create(&w2, 0, waiter, 0);
  pthread_create(&s, 0, setter, 0);
  pthread_join(w1, 0);
  pthread_join(w2, 0);
  pthread_join(s, 0);
  return 0;
}
