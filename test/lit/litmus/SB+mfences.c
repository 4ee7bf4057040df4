// SB with a full fence after each store: 3 executions under every model.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s
// RUN: %t --wmc-model=tso | FileCheck %s
// RUN: %t --wmc-model=pso | FileCheck %s
// CHECK-NOT: r=0 s=0
// CHECK: complete=3 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdio.h>
int x, y, r, s;
void *t1(void *a) { x = 1; __sync_synchronize(); r = y; return 0; }
void *t2(void *a) { y = 1; asm volatile("mfence" ::: "memory"); s = x; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("r=%d s=%d\n", r, s);
  return 0;
}
