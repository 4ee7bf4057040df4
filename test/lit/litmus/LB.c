// Load buffering: r = s = 1 would need a value out of thin air; 3 executions everywhere.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=PSO
// SC-NOT: {{^}}r=1 s=1{{$}}
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// TSO-NOT: {{^}}r=1 s=1{{$}}
// TSO: Summary: model=TSO complete=3 erroneous=0 blocked=0 errors=0
// PSO-NOT: {{^}}r=1 s=1{{$}}
// PSO: Summary: model=PSO complete=3 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdio.h>
int x, y, r, s;
void *t0(void *a) { r = x; y = 1; return 0; }
void *t1(void *a) { s = y; x = 1; return 0; }
int main(void) {
  pthread_t th[2];
  void *(*fn[2])(void *) = {t0, t1};
  for (int i = 0; i < 2; i++) pthread_create(&th[i], 0, fn[i], 0);
  for (int i = 0; i < 2; i++) pthread_join(th[i], 0);
  printf("r=%d s=%d\n", r, s);
  return 0;
}
