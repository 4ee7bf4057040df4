// Thread-specific data, pthread_key_* (issue 10 item 1; docs/sync.md).
// main creates a key with a destructor; two workers each start with no
// value (NULL), set their own slot's address and read it back, and take a
// turn with a fetch_add whose result they keep. When a worker returns, the
// destructor gets its value and marks its slot. main then sees both slots
// marked, has no value of its own, and deletes the key, after which
// pthread_setspecific fails with EINVAL.
//
// Executions: only the fetch_adds conflict, in 2 orders: 2 complete
// executions under every model (the key is written before the workers are
// created; each slot and turn is written by its thread before the join,
// which under TSO and PSO is a full fence and under RC11 synchronises). The
// second execution also checks that values start at NULL again in every
// execution.
// -DNO_DESTRUCTOR: the key has no destructor, the slots stay 0: main's
// assertion fails in the first execution.
//
// RUN: %clang -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -g -O1 -DNO_DESTRUCTOR %s -o %t.nd %wmc_rt
// RUN: not %t.nd | FileCheck %s --check-prefix=ND
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>

pthread_key_t key;
int slot[2], turn[2];
atomic_int turns;

static void mark(void *p) { *(int *)p = 1; }

void *worker(void *arg) {
  int id = (int)(long)arg;
  assert(pthread_getspecific(key) == 0);
  pthread_setspecific(key, &slot[id]);
  assert(pthread_getspecific(key) == &slot[id]);
  turn[id] = atomic_fetch_add(&turns, 1);
  return 0;
}

int main(void) {
#ifdef NO_DESTRUCTOR
  pthread_key_create(&key, 0);
#else
  pthread_key_create(&key, mark);
#endif
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0);
  pthread_create(&b, 0, worker, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(slot[0] == 1 && slot[1] == 1); // ND: error: assertion-failure: {{.*}} at {{.*}}pthread-key.c:[[@LINE]] (thread T0)
  assert(turn[0] + turn[1] == 1);
  assert(pthread_getspecific(key) == 0);
  pthread_key_delete(key);
  assert(pthread_setspecific(key, &slot[0]) == EINVAL);
  return 0;
}
// ND: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
