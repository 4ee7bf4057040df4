// C11 <threads.h>: thrd_create/join with int results, mtx_*, cnd_* and
// call_once (glibc implements them over pthreads inside libc, so wmc
// intercepts the thrd_/mtx_/cnd_ names themselves).
//
// Exact counts (every model): complete = 4: call_once's routine is run by
// either thread (2), and independently the consumer's critical section
// comes before the producer's (it waits and is woken) or after (it never
// waits): 2 x 2.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLOST %s -o %t.lost %wmc_rt
// RUN: not %t.lost | FileCheck %s --check-prefix=LOST
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=4 erroneous=0 blocked={{[0-9]+}} errors=0
// LOST: error: deadlock: every live thread is blocked: T0 waiting to join T0.1 at {{.*}}c11-threads.c:{{[0-9]+}}; T0.1 waiting on condition variable c at {{.*}}c11-threads.c:34
#include <assert.h>
#include <threads.h>

mtx_t m;
cnd_t c;
once_flag flag = ONCE_FLAG_INIT;
int ready, inits;

static void init(void) { inits++; }

static int consumer(void *arg) {
  call_once(&flag, init);
  mtx_lock(&m);
#ifdef LOST
  cnd_wait(&c, &m); // no predicate: the signal may come first
#else
  while (!ready)
    cnd_wait(&c, &m);
#endif
  mtx_unlock(&m);
  return 5;
}

static int producer(void *arg) {
  call_once(&flag, init);
  mtx_lock(&m);
  ready = 1;
  cnd_signal(&c);
  mtx_unlock(&m);
  return 6;
}

int main(void) {
  thrd_t p, q;
  assert(mtx_init(&m, mtx_plain) == thrd_success);
  assert(cnd_init(&c) == thrd_success);
  assert(thrd_create(&q, consumer, 0) == thrd_success);
  assert(thrd_create(&p, producer, 0) == thrd_success);
  int r1 = 0, r2 = 0;
  thrd_join(q, &r1);
  thrd_join(p, &r2);
  assert(r1 == 5 && r2 == 6 && inits == 1);
  assert(mtx_trylock(&m) == thrd_success);
  mtx_unlock(&m);
  cnd_destroy(&c);
  mtx_destroy(&m);
  return 0;
}
