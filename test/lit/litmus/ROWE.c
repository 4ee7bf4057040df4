// ROWE (TSO/PSO paper Fig. 5): 3 executions under every model; final
// (r, x) in {(1,2), (2,2), (1,1)}.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | sort | FileCheck %s
// RUN: %t --wmc-model=tso | sort | FileCheck %s
// RUN: %t --wmc-model=pso | sort | FileCheck %s
// CHECK: Summary: {{.*}} complete=3 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: r=1 x=1
// CHECK-NEXT: r=1 x=2
// CHECK-NEXT: r=2 x=2
#include <pthread.h>
#include <stdio.h>
int x, r;
void *t1(void *a) { x = 1; r = x; return 0; }
void *t2(void *a) { x = 2; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("r=%d x=%d\n", r, x);
  return 0;
}
