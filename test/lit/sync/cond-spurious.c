// Spurious wake-ups are explored only with --wmc-spurious-wakeups (wmc check
// --spurious-wakeups). One consumer that tests its predicate with `if`: by
// default it is only woken by the producer's signal, which comes with the
// item, so it is correct; with spurious wake-ups it can return from the
// wait before the item is there.
//
// Exact counts by default (every model; see cond-producer-consumer.c for the
// same program with `while`): complete = 2, blocked = 4. With spurious
// wake-ups a wait with no token returns instead of blocking: the execution
// where the consumer waits first and its wake-up reads the state before the
// signal is the failing one.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s --check-prefix=DEFAULT -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=DEFAULT -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=DEFAULT -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s --check-prefix=DEFAULT -DM=RC11
// RUN: not %t --wmc-spurious-wakeups --wmc-full-trace | FileCheck %s --check-prefix=SPURIOUS
// RUN: not %wmc check --spurious-wakeups --full-trace %s | FileCheck %s --check-prefix=SPURIOUS
// DEFAULT-NOT: error:
// DEFAULT: Summary: model=[[M]] complete=2 erroneous=0 blocked=4 errors=0
// SPURIOUS: error: assertion-failure: assertion `ready' failed at {{.*}}cond-spurious.c:44 (thread T0.1)
// SPURIOUS: cond-spurious.c:42 cond-wake(rlx) condition variable c  [reads T0.1#{{[0-9]+}}]
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;

static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  if (!ready)
    pthread_cond_wait(&c, &m);
  // Holds unless the wait returned without the producer's signal.
  assert(ready);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t p, q;
  pthread_create(&q, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return 0;
}
