// 2+2W: final x == 1 && y == 1 needs store-store reordering: allowed only under PSO.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// The weak outcome as an assertion: it fails exactly under the models that allow it.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DASSERT_WEAK %s -o %t.assert %wmc_rt
// RUN: %t.assert --wmc-model=sc | FileCheck %s --check-prefix=ASSERT-HOLDS
// RUN: %t.assert --wmc-model=tso | FileCheck %s --check-prefix=ASSERT-HOLDS
// RUN: not %t.assert --wmc-model=pso | FileCheck %s --check-prefix=ASSERT-FAILS
// ASSERT-FAILS: error: assertion-failure: assertion `!(x == 1 && y == 1)' failed
// ASSERT-HOLDS-NOT: error:
// ASSERT-HOLDS: errors=0
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=PSO
// SC-NOT: {{^}}x=1 y=1{{$}}
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// TSO-NOT: {{^}}x=1 y=1{{$}}
// TSO: Summary: model=TSO complete=3 erroneous=0 blocked=0 errors=0
// PSO: Summary: model=PSO complete=4 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <assert.h>
#include <stdio.h>
int x, y;
void *t0(void *a) { x = 1; y = 2; return 0; }
void *t1(void *a) { y = 1; x = 2; return 0; }
int main(void) {
  pthread_t th[2];
  void *(*fn[2])(void *) = {t0, t1};
  for (int i = 0; i < 2; i++) pthread_create(&th[i], 0, fn[i], 0);
  for (int i = 0; i < 2; i++) pthread_join(th[i], 0);
#ifdef ASSERT_WEAK
  assert(!(x == 1 && y == 1));
#endif
  printf("x=%d y=%d\n", x, y);
  return 0;
}
