// Reports print float and double values as numbers, pointers in hex, and
// name heap blocks by their allocation site (issue 11 item 13).
//
// T0.1 writes 2.5 into a calloc'd double and 0.1f into a global float;
// main reads both without waiting for T0.1 (no join before the reads), so
// the reads see either the initial values or T0.1's writes. The assertion
// fails when main sees the double written and the float not yet written.
// Executions (SC): main's first load (the double) reads the block's
// initial 0 or T0.1's 2.5, its second (the float) 0 or 0.1. Having seen
// 2.5 (written after the float in T0.1's program order) it can only see
// 0.1 under SC, so 3 complete executions (0/0, 0/0.1, 2.5/0.1), no error.
// Under PSO the two stores reorder and the failing execution exists; the
// test checks how its witness renders the values and the block.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s --check-prefix=SC
// RUN: not %t --wmc-model=pso | FileCheck %s --check-prefix=PSO
// RUN: not %t --wmc-model=pso --wmc-report=json | FileCheck %s --check-prefix=JSON
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// PSO: error: assertion-failure
// PSO: load amount = 0x{{[0-9a-f]+}}  [reads T0#{{[0-9]+}}]
// PSO-NEXT: load calloc@{{.*}}floats-and-heap-names.c:43 = 2.5  [reads T0.1#{{[0-9]+}}]
// PSO-NEXT: load ratio = 0  [reads the initial value]
// PSO: store ratio = 0.1
// PSO: not sequentially consistent
// PSO: T0.1's store ratio = 0.1 ({{.*}}floats-and-heap-names.c:37) comes before
// JSON: "location": "calloc@{{.*}}floats-and-heap-names.c:43",
// JSON: "value": 2.5
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

float ratio;
double *amount;

static void *writer(void *p) {
  ratio = 0.1f;
  *amount = 2.5;
  return 0;
}

int main(void) {
  amount = calloc(1, sizeof *amount);
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  double a = *amount;
  float r = ratio;
  assert(!(a == 2.5 && r == 0.0f));
  pthread_join(t, 0);
  return 0;
}
