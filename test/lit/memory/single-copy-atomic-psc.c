// A seq_cst 64-bit load of two 32-bit halves is one event for RC11's SC
// axiom too: psc is checked with the two pieces as one node
// (Rc11Model::jointTorn). T0: x = 1; r0 = z. T1: z = 1; y = 1. T2 loads
// (x, y) at once. With r0 = 0 the SC order has x = 1 before z's read, that
// before z = 1, and z = 1 before y = 1; the load cannot then see y = 1 with
// x = 0. No happens-before edge shows it (the chain goes through fr), so
// before, RC11 reported a false assertion failure that SC does not: now
// both give the same 7 executions and no error (test/unit/explore/
// JointAccessTest.cpp has the same program as a script: 7 joined, 8 as two
// loads).
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-keep-going | FileCheck %s -DMODEL=SC
// RUN: %t --wmc-keep-going --wmc-model=rc11 | FileCheck %s -DMODEL=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[MODEL]] complete=7 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

static union {
  uint64_t both;
  struct {
    uint32_t x, y;
  } half;
} u;
static int z;
static int r0;
static uint64_t seen;

static void *t0(void *arg) {
  (void)arg;
  __atomic_store_n(&u.half.x, 1, __ATOMIC_SEQ_CST);
  r0 = __atomic_load_n(&z, __ATOMIC_SEQ_CST);
  return 0;
}

static void *t1(void *arg) {
  (void)arg;
  __atomic_store_n(&z, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n(&u.half.y, 1, __ATOMIC_SEQ_CST);
  return 0;
}

static void *t2(void *arg) {
  (void)arg;
  seen = __atomic_load_n(&u.both, __ATOMIC_SEQ_CST);
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
  wmc_assert(!(r0 == 0 && (uint32_t)seen == 0 && (uint32_t)(seen >> 32) == 1));
  return 0;
}
