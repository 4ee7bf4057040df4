// A semaphore hands data from a producer to a consumer: sem_post -> the
// sem_wait it satisfies synchronises (RC11: no data race on `data`).
// NO_WAIT drops the consumer's sem_wait: under RC11 the accesses to `data`
// race, under SC the consumer can read 0. STUCK waits twice for one post: a
// deadlock naming the semaphore. TRY uses sem_trywait, which never blocks.
//
// Exact counts (every model): complete = 1 (the wait takes the post's
// unit), blocked = 1 (the wait first reads the initial count 0 and blocks;
// the post revisits it). With TRY, complete = 2 (the trywait reads 0 and fails
// with EAGAIN, or reads the post's 1 and succeeds), blocked = 0.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DNO_WAIT %s -o %t.nw %wmc_rt
// RUN: not %t.nw --wmc-model=rc11 --wmc-keep-going | FileCheck %s --check-prefix=RACE
// RUN: not %t.nw --wmc-model=sc | FileCheck %s --check-prefix=ASSERT
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSTUCK %s -o %t.st %wmc_rt
// RUN: not %t.st --wmc-keep-going | FileCheck %s --check-prefix=STUCK
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTRY %s -o %t.try %wmc_rt
// RUN: %t.try --wmc-model=sc | FileCheck %s --check-prefix=TRY -DM=SC
// RUN: %t.try --wmc-model=rc11 | FileCheck %s --check-prefix=TRY -DM=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=1 erroneous=0 blocked=1 errors=0
// RACE: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before at {{.*}}sem-handoff.c:44 (thread T0.2)
// RACE-NEXT: T0.1#1: load(na) data = 0  [reads the initial value] @ {{.*}}sem-handoff.c:61
// RACE-NEXT: T0.2#1: store(na) data = 42 @ {{.*}}sem-handoff.c:44
// ASSERT: error: assertion-failure: assertion `data == 42' failed at {{.*}}sem-handoff.c:61
// STUCK: error: deadlock: every live thread is blocked: T0 waiting to join T0.1 at {{.*}}sem-handoff.c:70; T0.1 waiting on semaphore items at {{.*}}sem-handoff.c:59
// STUCK: Summary: model=SC complete=0 erroneous=1 blocked=1 errors=1
// TRY-NOT: error:
// TRY: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>

sem_t items;
int data;

static void *producer(void *arg) {
  data = 42;
  sem_post(&items);
  return 0;
}

static void *consumer(void *arg) {
#ifdef TRY
  if (sem_trywait(&items) != 0) {
    assert(errno == EAGAIN);
    return 0;
  }
#elif !defined(NO_WAIT)
  sem_wait(&items);
#endif
#ifdef STUCK
  sem_wait(&items);
#endif
  assert(data == 42);
  return 0;
}

int main(void) {
  pthread_t p, q;
  sem_init(&items, 0, 0);
  pthread_create(&q, 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(q, 0);
  pthread_join(p, 0);
  sem_destroy(&items);
  return 0;
}
