// A 64-bit load that overlaps its own thread's pending 32-bit store only in
// part cannot be forwarded from the store buffer: x86 forwards a load only
// when one store contains it, and otherwise waits until the store is in
// memory (OrderModel::jointTorn, stallingStores). T0: x = 1; load (x, y).
// T1: y = 1; fence; rx = x. The SB outcome (T0 sees x = 1, y = 0 and T1
// sees x = 0) needs T0's load before its store reaches memory. Before, TSO
// and PSO forwarded x and read y from memory and reported 1 erroneous
// execution; now every model gives the 3 executions SC gives, no error.
// (A load that one store of the same locations contains is still
// forwarded: test/unit/explore/JointAccessTest.cpp.)
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-keep-going | FileCheck %s -DMODEL=SC
// RUN: %t --wmc-keep-going --wmc-model=tso | FileCheck %s -DMODEL=TSO
// RUN: %t --wmc-keep-going --wmc-model=pso | FileCheck %s -DMODEL=PSO
// CHECK-NOT: error:
// CHECK: Summary: model=[[MODEL]] complete=3 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

static union {
  uint64_t both;
  struct {
    uint32_t x, y;
  } half;
} u;
static uint64_t seen;
static uint32_t rx;

static void *t0(void *arg) {
  (void)arg;
  __atomic_store_n(&u.half.x, 1, __ATOMIC_RELAXED);
  seen = __atomic_load_n(&u.both, __ATOMIC_RELAXED);
  return 0;
}

static void *t1(void *arg) {
  (void)arg;
  __atomic_store_n(&u.half.y, 1, __ATOMIC_RELAXED);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  rx = __atomic_load_n(&u.half.x, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t0, 0);
  pthread_create(&b, 0, t1, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(!((uint32_t)seen == 1 && (uint32_t)(seen >> 32) == 0 && rx == 0));
  return 0;
}
