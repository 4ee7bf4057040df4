// Readers and a writer under a pthread rwlock: two readers check that the
// writer's two stores are seen together. BUG makes the writer take a read
// lock: a reader can then see a == 1, b == 0.
//
// Exact counts (every model): complete = 14. The rwlock's operations are
// read-modify-writes of one object, so an execution is an order of the six
// (R1 rdlock, R1 unlock, R2 rdlock, R2 unlock, W wrlock, W unlock) with each
// thread's lock before its unlock, in which nothing comes between W's
// wrlock and W's unlock and W's wrlock finds no reader inside. The readers'
// four operations interleave in 4!/(2!2!) = 6 ways; W's pair fits where no
// reader holds the lock: 3 places (start, between, end) in the 2 orders
// where one reader's section ends before the other's begins, 2 places
// (start, end) in the 4 overlapping orders: 2x3 + 4x2 = 14. Each reader's
// loads then see what the order says (before W: 0 and 0, after: 1 and 1).
// blocked = 21: graphs where a rdlock or wrlock attempt reads a state that
// a later unlock changes (the same under every model: the rwlock's
// operations are full fences under TSO/PSO and acquire/release under RC11).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DBUG %s -o %t.bug %wmc_rt
// RUN: not %t.bug | FileCheck %s --check-prefix=BUG
// RUN: not %t.bug --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DUPGRADE %s -o %t.up %wmc_rt
// RUN: not %t.up | FileCheck %s --check-prefix=UPGRADE
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=14 erroneous=0 blocked=21 errors=0
// BUG: error: assertion-failure: assertion `x == y' failed at {{.*}}rwlock.c:59
// RACE: error: data-race: {{.*}}rwlock.c
// UPGRADE: error: deadlock: every live thread is blocked: {{.*}}T0.1 waiting for rwlock l at {{.*}}rwlock.c:55
#include <assert.h>
#include <pthread.h>

pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int a, b;

static void *writer(void *arg) {
#ifdef BUG
  pthread_rwlock_rdlock(&l);
#else
  pthread_rwlock_wrlock(&l);
#endif
  a = 1;
  b = 1;
  pthread_rwlock_unlock(&l);
  return 0;
}

static void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
#ifdef UPGRADE
  pthread_rwlock_wrlock(&l); // a reader cannot upgrade: it waits for itself
#endif
  int x = a, y = b;
  pthread_rwlock_unlock(&l);
  assert(x == y);
  return 0;
}

int main(void) {
  pthread_t t[3];
  pthread_rwlock_init(&l, 0);
  pthread_create(&t[0], 0, reader, 0);
  pthread_create(&t[1], 0, reader, 0);
  pthread_create(&t[2], 0, writer, 0);
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  pthread_rwlock_destroy(&l);
  return 0;
}
