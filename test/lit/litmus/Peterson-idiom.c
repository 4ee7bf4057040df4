// The Peterson idiom of the TSO/PSO paper (Fig. 10): 6 / 12 / 16 executions
// under SC / TSO / PSO, with 5 / 8 / 12 distinct register outcomes.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc > %t.sc && grep -c Summary %t.sc && FileCheck %s --check-prefix=SC < %t.sc
// RUN: grep '^out' %t.sc | sort -u | wc -l | FileCheck %s --check-prefix=SC-OUT
// RUN: %t --wmc-model=tso > %t.tso && FileCheck %s --check-prefix=TSO < %t.tso
// RUN: grep '^out' %t.tso | sort -u | wc -l | FileCheck %s --check-prefix=TSO-OUT
// RUN: %t --wmc-model=pso > %t.pso && FileCheck %s --check-prefix=PSO < %t.pso
// RUN: grep '^out' %t.pso | sort -u | wc -l | FileCheck %s --check-prefix=PSO-OUT
// SC: complete=6 erroneous=0 blocked=0 errors=0
// SC-OUT: {{^}}5{{$}}
// TSO: complete=12 erroneous=0 blocked=0 errors=0
// TSO-OUT: {{^}}8{{$}}
// PSO: complete=16 erroneous=0 blocked=0 errors=0
// PSO-OUT: {{^}}12{{$}}
#include <pthread.h>
#include <stdio.h>
int x, y, z, r1, s1, r2, s2;
void *t1(void *a) { x = 1; z = 1; r1 = z; s1 = y; return 0; }
void *t2(void *a) { y = 1; z = 0; r2 = z; s2 = x; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("out %d %d %d %d\n", r1, s1, r2, s2);
  return 0;
}
