// pthread_cond_timedwait may time out: both outcomes are explored. The
// waiter waits once (no predicate) and records what the wait returned.
// CLOCK uses pthread_cond_clockwait, which behaves the same.
//
// Exact counts (every model): complete = 4.
// * the signaller's critical section first: its signal finds no waiter and
//   is lost; the waiter then times out (ETIMEDOUT): 1 execution;
// * the waiter first: it registers and releases m; the signaller locks and
//   signals. The waiter's wake-up either takes the signal's token (returns
//   0; its re-lock comes after the signaller's unlock: 1 execution) or
//   comes before the signal and times out, the signal then finding no
//   waiter (the waiter's re-lock comes before the signaller's lock, or after
//   its unlock: 2 executions).
// EXPECT_WOKEN asserts the wait returned 0 and EXPECT_TIMEOUT that it timed
// out: each assertion fails in some execution, so both are explored.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=COUNT -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=COUNT -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=COUNT -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s --check-prefix=COUNT -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DCLOCK %s -o %t.clock %wmc_rt
// RUN: %t.clock --wmc-model=sc | FileCheck %s --check-prefix=COUNT -DM=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DEXPECT_WOKEN %s -o %t.w %wmc_rt
// RUN: not %t.w | FileCheck %s --check-prefix=WOKEN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DEXPECT_TIMEOUT %s -o %t.t %wmc_rt
// RUN: not %t.t | FileCheck %s --check-prefix=TIMEOUT
// COUNT: Summary: model=[[M]] complete=4 erroneous=0 blocked={{[0-9]+}} errors=0
// WOKEN: error: assertion-failure: assertion `r == 0' failed
// TIMEOUT: error: assertion-failure: assertion `r == ETIMEDOUT' failed
#define _GNU_SOURCE // pthread_cond_clockwait
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;

static void *waiter(void *arg) {
  struct timespec deadline = {0, 0};
  pthread_mutex_lock(&m);
#ifdef CLOCK
  int r = pthread_cond_clockwait(&c, &m, CLOCK_MONOTONIC, &deadline);
#else
  int r = pthread_cond_timedwait(&c, &m, &deadline);
#endif
  pthread_mutex_unlock(&m);
  assert(r == 0 || r == ETIMEDOUT);
#ifdef EXPECT_WOKEN
  assert(r == 0);
#endif
#ifdef EXPECT_TIMEOUT
  assert(r == ETIMEDOUT);
#endif
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
