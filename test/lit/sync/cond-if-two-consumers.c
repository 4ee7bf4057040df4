// The classic condition-variable bug: consumers that test the predicate with
// `if` instead of `while`. One producer makes two items, two consumers take
// one each. With `if`, a consumer woken by the producer's signal can find
// the item already taken by the other consumer, which entered its critical
// section between the signal and the woken consumer's re-lock: it takes an
// item that is not there (count becomes -1). The bug needs the second
// consumer: with one consumer the `if` version is correct (no spurious
// wake-ups by default; cond-spurious.c explores them).
//
// Counts: the `while` version has no error under any model, with 44
// complete executions. An execution is an order of the critical sections on
// m (each consumer's first section, its re-lock after each wait, and the
// producer's two rounds), plus the order of the operations on the
// condition variable: registrations, signals that find a waiter, and
// wake-ups. By the first sections:
// * P first (then the consumers in either order, each waiting at most once
//   for the second round's signal): 6;
// * one consumer, then P (C0 P ... or C1 P ...): 9 each;
// * both consumers, then P (C0 C1 P ... or C1 C0 P ...): 10 each. When both
//   wait until both rounds are done (C C P P C C), the two wake-ups take the
//   two tokens either both after the second signal (in either order: 2) or
//   one between the signals (either consumer: 2), for each re-lock order:
//   4 x 2. The other two orders (a consumer re-locks between the rounds)
//   have one execution each.
// 6 + 2x9 + 2x10 = 44, the same number an independent enumeration of the
// interleavings of an abstract model of the program gives (distinct pairs
// of mutex order and condition-variable order). TSO and PSO have SC's counts
// (every access to `count` is under the mutex, whose operations are full
// fences). Under RC11 the complete count is the same; the blocked count
// differs, because relaxed condition-variable operations and acquire lock
// attempts can read older states than under SC. The blocked counts are
// pinned, not derived.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DBUG %s -o %t.bug %wmc_rt
// RUN: not %t.bug | FileCheck %s --check-prefix=BUG -DM=SC
// RUN: not %t.bug --wmc-model=tso | FileCheck %s --check-prefix=BUG -DM=TSO
// RUN: not %t.bug --wmc-model=pso | FileCheck %s --check-prefix=BUG -DM=PSO
// RUN: not %t.bug --wmc-model=rc11 | FileCheck %s --check-prefix=BUG -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DONE_CONSUMER -DBUG %s -o %t.one %wmc_rt
// RUN: %t.one | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=COUNT -DM=SC -DB=254
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=COUNT -DM=TSO -DB=254
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=COUNT -DM=PSO -DB=254
// RUN: %t --wmc-model=rc11 | FileCheck %s --check-prefix=COUNT -DM=RC11 -DB=344
//
// The witness: a consumer waits, the producer's signal gives it a token, the
// other consumer takes the item first, the woken consumer decrements to -1.
// BUG: error: assertion-failure: assertion `count >= 0' failed at {{.*}}cond-if-two-consumers.c:101 (thread T0.1)
// BUG: witness execution under [[M]]:
// BUG: T0.1:
// BUG: cond-if-two-consumers.c:99 cond-wait(rlx) condition variable nonempty
// BUG: cond-if-two-consumers.c:99 cond-wake(rlx) condition variable nonempty  [reads T0.3#{{[0-9]+}}]
// BUG: cond-if-two-consumers.c:100 load count = 0  [reads T0.2#
// BUG: cond-if-two-consumers.c:100 store count = 4294967295
// BUG: T0.2:
// BUG: cond-if-two-consumers.c:100 store count = 0
// BUG: T0.3:
// BUG: cond-if-two-consumers.c:85 store count = 1
// BUG: cond-if-two-consumers.c:86 signal(rlx) condition variable nonempty
// BUG: Summary: model=[[M]] complete={{[0-9]+}} erroneous=1
// OK-NOT: error:
// OK: Summary: model=[[M]] complete={{[1-9][0-9]*}} erroneous=0 blocked={{[0-9]+}} errors=0
// COUNT: Summary: model=[[M]] complete=44 erroneous=0 blocked=[[B]] errors=0
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER;
int count;

#ifdef ONE_CONSUMER
enum { CONSUMERS = 1 };
#else
enum { CONSUMERS = 2 };
#endif

static void *producer(void *arg) {
  for (int i = 0; i < CONSUMERS; i++) {
    pthread_mutex_lock(&m);
    count++;
    pthread_cond_signal(&nonempty);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void *consumer(void *arg) {
  pthread_mutex_lock(&m);
#ifdef BUG
  if (count == 0)
#else
  while (count == 0)
#endif
    pthread_cond_wait(&nonempty, &m);
  count--;
  assert(count >= 0);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t p, c[CONSUMERS];
  for (int i = 0; i < CONSUMERS; i++)
    pthread_create(&c[i], 0, consumer, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_join(p, 0);
  for (int i = 0; i < CONSUMERS; i++)
    pthread_join(c[i], 0);
  assert(count == 0);
  return 0;
}
