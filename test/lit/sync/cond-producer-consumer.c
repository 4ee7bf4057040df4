// One producer, one consumer, a condition variable and the predicate loop
// every correct user writes. No error under any model; RC11 finds no data
// race on `data` (signal -> wake-up synchronises through the mutex).
//
// Exact counts (the same under SC, TSO, PSO and RC11: every operation on the
// mutex and the condition variable is a full fence under TSO/PSO, and under
// RC11 the only non-mutex accesses are protected by it):
// * complete = 2: either the producer's critical section comes first (the
//   consumer then sees ready == 1 and never waits; the producer's signal
//   finds no waiter and is lost), or the consumer's comes first: it sees
//   ready == 0, waits (registers, releases m), the producer locks, signals
//   (a token for the consumer) and unlocks, and the consumer wakes, re-locks
//   and sees ready == 1.
// * blocked = 4: the graphs where a thread's lock or wake-up attempt reads a
//   state that a later operation changes (explored so that the later write
//   can revisit the read): (1) the consumer's wake-up reads the state before
//   the signal; (2) the producer's lock reads the consumer's first lock
//   while the consumer waits for a signal that never comes in that graph;
//   (3) the woken consumer's re-lock reads the producer's lock (held);
//   (4) the consumer's first lock reads the producer's lock (held).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=4 errors=0
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready, data;

static void *producer(void *arg) {
  pthread_mutex_lock(&m);
  data = 42;
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&c, &m);
  assert(data == 42);
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
