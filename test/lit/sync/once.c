// pthread_once: two threads, one initialisation. The routine runs exactly
// once, and every pthread_once return happens after it (RC11: no race on
// `value`).
//
// Exact counts (every model): complete = 2 (either thread claims the
// routine; the other's pthread_once then reads "done"), blocked = 2 (for
// each, the graph where the other thread's pthread_once reads "running" and
// waits; the routine's completion revisits it).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=2 errors=0
#include <assert.h>
#include <pthread.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int inits, value;

static void init(void) {
  inits++;
  value = 7;
}

static void *worker(void *arg) {
  pthread_once(&once, init);
  assert(value == 7);
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  assert(inits == 1);
  return 0;
}
