// Two mutexes locked in opposite orders: the classic lock-order deadlock.
//
// Exact counts: the executions are fixed by which thread wins each mutex.
// T0.1 takes a then b, T0.2 takes b then a. Either one thread takes both
// before the other takes its first (2 complete executions: T0.1's critical
// section first, or T0.2's), or each holds its first mutex and waits for
// the other's: 1 erroneous (deadlocked) execution. Mutex operations are full
// fences under TSO and PSO and there is no other shared access, so the
// counts are the same under the three models. (Executions where a lock
// attempt reads a held mutex are blocked; they are not counted by hand.)
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s --check-prefixes=CHECK,FIRST
// RUN: not %t --wmc-keep-going | FileCheck %s --check-prefixes=CHECK,ALL -DM=SC
// RUN: not %t --wmc-model=tso --wmc-keep-going | FileCheck %s --check-prefixes=CHECK,ALL -DM=TSO
// RUN: not %t --wmc-model=pso --wmc-keep-going | FileCheck %s --check-prefixes=CHECK,ALL -DM=PSO
// CHECK: error: deadlock: every live thread is blocked: {{.*}}T0.1 waiting for mutex b at {{.*}}deadlock.c:29; T0.2 waiting for mutex a at {{.*}}deadlock.c:37
// CHECK-NOT: error:
// FIRST: errors=1
// FIRST: note: stopped at the first error
// ALL: Summary: model=[[M]] complete=2 erroneous=1 blocked={{[0-9]+}} errors=1
// ALL-NOT: note: stopped
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

static void *t1(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return 0;
}

static void *t2(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return 0;
}

int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
