// C11 threads into a global, an array element and a heap thrd_t: the
// handle thrd_create writes is a store like any other, so thrd_join reads
// it wherever it lives (issue 11 item 4, as global-pthread-t.c for
// pthread_t).
//
// Three workers each add 1 to `count` with an atomic RMW; main joins the
// three through the three handles and checks the total and the workers'
// results. The RMWs on one location are totally ordered: 3! = 6 complete
// executions, no error, under SC and TSO.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=6 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <stdlib.h>
#include <threads.h>

thrd_t single;
thrd_t many[2];
int count;

static int worker(void *p) {
  __atomic_fetch_add(&count, 1, __ATOMIC_SEQ_CST);
  return 7;
}

int main(void) {
  thrd_t *heap = malloc(sizeof *heap);
  thrd_create(&single, worker, 0);
  thrd_create(&many[1], worker, 0);
  thrd_create(heap, worker, 0);
  int r1 = 0, r2 = 0, r3 = 0;
  thrd_join(single, &r1);
  thrd_join(many[1], &r2);
  thrd_join(*heap, &r3);
  assert(r1 == 7 && r2 == 7 && r3 == 7);
  assert(__atomic_load_n(&count, __ATOMIC_SEQ_CST) == 3);
  free(heap);
  return 0;
}
