// IRIW: the two readers disagree on the order of the writes; forbidden by all three (multi-copy atomic) models: 15 executions.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=PSO
// SC-NOT: {{^}}1 0 1 0{{$}}
// SC: Summary: model=SC complete=15 erroneous=0 blocked=0 errors=0
// TSO-NOT: {{^}}1 0 1 0{{$}}
// TSO: Summary: model=TSO complete=15 erroneous=0 blocked=0 errors=0
// PSO-NOT: {{^}}1 0 1 0{{$}}
// PSO: Summary: model=PSO complete=15 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdio.h>
int x, y, r1, r2, r3, r4;
void *t0(void *a) { x = 1; return 0; }
void *t1(void *a) { y = 1; return 0; }
void *t2(void *a) { r1 = x; r2 = y; return 0; }
void *t3(void *a) { r3 = y; r4 = x; return 0; }
int main(void) {
  pthread_t th[4];
  void *(*fn[4])(void *) = {t0, t1, t2, t3};
  for (int i = 0; i < 4; i++) pthread_create(&th[i], 0, fn[i], 0);
  for (int i = 0; i < 4; i++) pthread_join(th[i], 0);
  printf("%d %d %d %d\n", r1, r2, r3, r4);
  return 0;
}
