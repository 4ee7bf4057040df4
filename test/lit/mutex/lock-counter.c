// A counter incremented by 3 threads under a pthread mutex. The program is
// robust (data-race free, every access to `counter` is between lock and
// unlock, which are full fences under TSO and PSO), so it has only SC
// executions under every model.
//
// Exact count: a complete execution is fixed by the order in which the
// three threads acquire the mutex (each lock reads the previous unlock, each
// load of `counter` reads the previous critical section's store), so there
// are 3! = 6 complete executions under SC, TSO and PSO, and no error; the
// final value is always 3 (checked in main). The blocked executions (a lock
// that found the mutex held) are not counted by hand, only required to be
// the same under the three models (robustness: same graphs).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc > %t.out
// RUN: %t --wmc-model=tso >> %t.out
// RUN: %t --wmc-model=pso >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=6 erroneous=0 blocked=[[B:[0-9]+]] errors=0
// CHECK-NOT: error:
// CHECK: Summary: model=TSO complete=6 erroneous=0 blocked=[[B]] errors=0
// CHECK-NOT: error:
// CHECK: Summary: model=PSO complete=6 erroneous=0 blocked=[[B]] errors=0
#include <assert.h>
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  counter = counter + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  assert(counter == 3);
  return 0;
}
