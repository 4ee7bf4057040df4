// Store buffering (EXPECTED.md A): 3 executions under SC, 4 under TSO and PSO;
// r == 0 && s == 0 only under TSO/PSO.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// The weak outcome as an assertion: it fails exactly under the models that allow it.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DASSERT_WEAK %s -o %t.assert %wmc_rt
// RUN: %t.assert --wmc-model=sc | FileCheck %s --check-prefix=ASSERT-HOLDS
// RUN: not %t.assert --wmc-model=tso | FileCheck %s --check-prefix=ASSERT-FAILS
// RUN: not %t.assert --wmc-model=pso | FileCheck %s --check-prefix=ASSERT-FAILS
// ASSERT-FAILS: error: assertion-failure: assertion `!(r == 0 && s == 0)' failed
// ASSERT-HOLDS-NOT: error:
// ASSERT-HOLDS: errors=0
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=WEAK
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=WEAK
// SC-DAG: r=0 s=1
// SC-DAG: r=1 s=0
// SC-DAG: r=1 s=1
// SC-NOT: r=0 s=0
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// WEAK-DAG: r=0 s=0
// WEAK-DAG: r=0 s=1
// WEAK-DAG: r=1 s=0
// WEAK-DAG: r=1 s=1
// WEAK: complete=4 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <assert.h>
#include <stdio.h>
int x, y, r, s;
void *t1(void *a) { x = 1; r = y; return 0; }
void *t2(void *a) { y = 1; s = x; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
#ifdef ASSERT_WEAK
  assert(!(r == 0 && s == 0));
#endif
  printf("r=%d s=%d\n", r, s);
  return 0;
}
