// thread_local variables (issue 10 item 1; docs/sync.md): C11
// _Thread_local and GNU __thread. Every test thread has its own copy,
// created at its first use in each execution with the initializer's value.
// main sets its copy of `counter` to 100; each worker increments its own
// copy (from 5) twice, stores its argument in its own `hits` and takes a
// turn with a fetch_add; it returns counter + hits (7+1 and 7+2). main's
// copies are unchanged by the workers.
//
// Executions: only the fetch_adds conflict, in 2 orders: 2 complete
// executions under every model (each copy is accessed by one thread only).
// The second execution checks that the copies start again from the
// initializer (5, 0).
// -DSHARE: main passes the address of its own copy to a worker that writes
// it while main reads it: that copy is shared memory like any other. Under
// SC, TSO and PSO the read sees 5 or 1 (2 complete executions, the write
// before or after the read); under RC11 the two plain accesses race.
//
// RUN: %clang -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang -fplugin=%wmc_plugin -g -O1 -DSHARE %s -o %t.share %wmc_rt
// RUN: %t.share | FileCheck %s -DM=SC
// RUN: %t.share --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t.share --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: not %t.share --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

_Thread_local int counter = 5;
__thread int hits;
atomic_int turns;

#ifdef SHARE
void *writer(void *p) {
  *(int *)p = 1; // RACE: error: data-race: {{.*}} at {{.*}}thread-local.c:[[@LINE]] (thread T0.1)
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, &counter);
  int seen = counter; // RACE-NEXT: T0#{{[0-9]+}}: load(na) counter(T0) = 5 {{.*}} @ {{.*}}thread-local.c:[[@LINE]]
  pthread_join(t, 0);
  assert(seen == 5 || seen == 1);
  return 0;
}
// RACE-NEXT: T0.1#{{[0-9]+}}: store(na) counter(T0) = 1 @ {{.*}}thread-local.c:40
// RACE: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
#else
void *worker(void *arg) {
  for (int i = 0; i < 2; ++i)
    counter++;
  hits = (int)(long)arg;
  atomic_fetch_add(&turns, 1);
  assert(counter == 7);
  return (void *)(long)(counter + hits);
}

int main(void) {
  counter = 100;
  pthread_t a, b;
  void *ra, *rb;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  assert((long)ra == 8 && (long)rb == 9);
  assert(counter == 100 && hits == 0);
  return 0;
}
#endif
