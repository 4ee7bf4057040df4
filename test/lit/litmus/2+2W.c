// 2+2W: final x == 1 && y == 1 needs store-store reordering: allowed only under PSO.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=PSO
// SC-NOT: {{^}}x=1 y=1{{$}}
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// TSO-NOT: {{^}}x=1 y=1{{$}}
// TSO: Summary: model=TSO complete=3 erroneous=0 blocked=0 errors=0
// PSO: Summary: model=PSO complete=4 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdio.h>
int x, y;
void *t0(void *a) { x = 1; y = 2; return 0; }
void *t1(void *a) { y = 1; x = 2; return 0; }
int main(void) {
  pthread_t th[2];
  void *(*fn[2])(void *) = {t0, t1};
  for (int i = 0; i < 2; i++) pthread_create(&th[i], 0, fn[i], 0);
  for (int i = 0; i < 2; i++) pthread_join(th[i], 0);
  printf("x=%d y=%d\n", x, y);
  return 0;
}
