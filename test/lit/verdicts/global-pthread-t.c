// pthread_create into a global, an array element or a heap pthread_t: the
// handle is a store like any other, so the join reads it wherever it lives
// (issue 11 item 4; before: "pthread_join of a thread that does not exist").
//
// Three workers each add 1 to `count` with an atomic RMW; main joins the
// three through the three handles and checks the total. The RMWs on one
// location are totally ordered: 3! = 6 complete executions, no error, under
// SC and TSO.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=6 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

pthread_t single;
pthread_t many[2];
int count;

static void *worker(void *p) {
  __atomic_fetch_add(&count, 1, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t *heap = malloc(sizeof *heap);
  pthread_create(&single, 0, worker, 0);
  pthread_create(&many[1], 0, worker, 0);
  pthread_create(heap, 0, worker, 0);
  pthread_join(single, 0);
  pthread_join(many[1], 0);
  pthread_join(*heap, 0);
  assert(__atomic_load_n(&count, __ATOMIC_SEQ_CST) == 3);
  free(heap);
  return 0;
}
