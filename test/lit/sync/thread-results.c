// A thread's result reaches the joiner's variable: pthread_join's `void **`
// and C11 thrd_join's `int *` are written as stores of the program, so an
// instrumented load of the variable afterwards sees them (it used to read
// the variable's earlier value: a false assertion failure).
//
// Exact count: one thread at a time, no shared access besides the results,
// each written before its thread's end and read after the join (a full
// fence under TSO and PSO, synchronisation under RC11): complete = 1 under
// every model.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=1 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <pthread.h>
#include <threads.h>

static void *posix(void *arg) { return (void *)5; }
static int c11(void *arg) { return 7; }

int main(void) {
  pthread_t t;
  void *r = 0;
  pthread_create(&t, 0, posix, 0);
  pthread_join(t, &r);
  assert(r == (void *)5);
  thrd_t u;
  int res = 0;
  thrd_create(&u, c11, 0);
  thrd_join(u, &res);
  assert(res == 7);
  return 0;
}
