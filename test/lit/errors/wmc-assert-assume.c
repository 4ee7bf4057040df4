// wmc_assert and wmc_assume from <wmc/wmc.h>.
//
// T0.2 reads x once: the initial 0 or T0.1's 1 (two executions, the same
// under SC, TSO and PSO: one write, one read).
// * with -DASSERT -DNDEBUG: assert() is compiled out but
//   wmc_assert(r == 1) still fails when r == 0: 1 complete, 1 erroneous.
// * with -DASSUME, wmc_assume(r == 1) blocks the execution where r == 0, which is
//   then neither complete nor an error: 1 complete, 1 blocked, exit 0, and
//   the assert after it never fails. The blocked execution is not a bound
//   hit, so there is no note about bounds.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DASSERT -DNDEBUG %s -o %t.a %wmc_rt
// RUN: not %t.a --wmc-keep-going | FileCheck %s --check-prefix=ASSERT -DM=SC
// RUN: not %t.a --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefix=ASSERT -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DASSUME %s -o %t.b %wmc_rt
// RUN: %t.b | FileCheck %s --check-prefix=ASSUME -DM=SC
// RUN: %t.b --wmc-model=tso | FileCheck %s --check-prefix=ASSUME -DM=TSO
#include <assert.h>
#include <pthread.h>
#include <wmc/wmc.h>

int x;

static void *t1(void *arg) {
  x = 1;
  return 0;
}

static void *t2(void *arg) {
  int r = x;
#ifdef ASSERT
  assert(r == 1 && "compiled out by NDEBUG");
  wmc_assert(r == 1); // ASSERT: error: assertion-failure: wmc_assert(r == 1) failed at {{.*}}wmc-assert-assume.c:[[@LINE]] (thread T0.2)
#endif
#ifdef ASSUME
  wmc_assume(r == 1);
  assert(r == 1);
#endif
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// ASSERT-NOT: error:
// ASSERT: Summary: model=[[M]] complete=1 erroneous=1 blocked=0 errors=1
// ASSUME-NOT: error:
// ASSUME: Summary: model=[[M]] complete=1 erroneous=0 blocked=1 errors=0
// ASSUME-NOT: note:
