// RC11's SC axiom orders a seq_cst access over several locations as a
// whole: psc has its pieces as one node (Model::tornAsAWhole). T0: lo = 1;
// hi = 1. T1: hi = 2. T2 loads (lo, hi) at once. With the final hi = 2,
// T1's store is co-after T0's hi = 1, so a load that reads hi = 2 comes
// after T0's lo = 1: it cannot read lo = 0. SC, TSO and PSO give 9
// executions and no error; RC11 gave the same 9 plus 1 erroneous before.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc --wmc-keep-going | FileCheck %s -DMODEL=SC
// RUN: %t --wmc-model=rc11 --wmc-keep-going | FileCheck %s -DMODEL=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[MODEL]] complete=9 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

static union {
  uint64_t d;
  uint32_t w[2];
} m;
static uint64_t r;

static void *t0(void *x) {
  (void)x;
  __atomic_store_n(&m.w[0], 1, __ATOMIC_SEQ_CST);
  __atomic_store_n(&m.w[1], 1, __ATOMIC_SEQ_CST);
  return 0;
}

static void *t1(void *x) {
  (void)x;
  __atomic_store_n(&m.w[1], 2, __ATOMIC_SEQ_CST);
  return 0;
}

static void *t2(void *x) {
  (void)x;
  r = __atomic_load_n(&m.d, __ATOMIC_SEQ_CST);
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, t0, 0);
  pthread_create(&b, 0, t1, 0);
  pthread_create(&c, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  wmc_assert(!((uint32_t)r == 0 && (r >> 32) == 2 &&
               __atomic_load_n(&m.w[1], __ATOMIC_SEQ_CST) == 2));
  return 0;
}
