// GPUMC's annotated C (docs/gpu.md, "Annotated C"): where a thread is placed
// decides which work-group scope includes it. Message passing at work_group
// scope: the producer (placed in kernel 0, group 0) writes `data` (plain),
// then releases `flag`; the consumer acquires `flag` and, if it saw 1, reads
// `data`, asserting that it is 42. The placement of the consumer is the
// variant:
//
// * -DGID=N: both threads place themselves by global id (producer 0,
//   consumer N) after main's __VERIFIER_groupsize(2): the group is
//   id / 2, the local id id % 2 (names T0.2(g0,l1) for N = 1, T0.2(g1,l0)
//   for N = 2).
// * -DKERNEL=K: both threads are in group 0, the producer of kernel 0, the
//   consumer of kernel K: a work-group is a group of one kernel, so
//   group 0 of kernel 1 is not group 0 of kernel 0.
//
// Same group (GID=1, KERNEL=0): the release and the acquire include each
// other and synchronise: the acquire reads 0 or 1, and when it reads 1 the
// read of data must read 42 (it happens after the write): 2 complete
// executions, no error.
//
// Different groups (GID=2, KERNEL=1): the scopes do not include each other,
// so the store and the load of flag are a heterogeneous race (whatever the
// load reads), and nothing orders the write of data before its read: in the
// executions where flag reads 1, that read races and may read 0 or 42. 3
// executions (flag 0; flag 1 and data 0; flag 1 and data 42), all
// erroneous; 3 distinct errors (the flag pair, the data pair, and the
// assertion where data read 0).
//
// -DSCOPE=device with different groups: device scope includes every GPU
// thread of every kernel: clean, 2 executions. Under RC11 (no scopes) and SC
// the cross-group work_group program is clean too: 2 executions.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DGID=1 %s -o %t.g1 %wmc_rt
// RUN: %t.g1 --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DGID=2 %s -o %t.g2 %wmc_rt
// RUN: not %t.g2 --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=RACE -DP=g0,l0 -DC=g1,l0
// RUN: %t.g2 --wmc-model=rc11 | FileCheck %s --check-prefix=RC11
// RUN: %t.g2 --wmc-model=sc | FileCheck %s --check-prefix=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DGID=2 -DSCOPE=device %s -o %t.g2d %wmc_rt
// RUN: %t.g2d --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DKERNEL=0 %s -o %t.k0 %wmc_rt
// RUN: %t.k0 --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DKERNEL=1 %s -o %t.k1 %wmc_rt
// RUN: not %t.k1 --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=RACE -DP=k0,g0 -DC=k1,g0
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DKERNEL=1 -DSCOPE=device %s -o %t.k1d %wmc_rt
// RUN: %t.k1d --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
#include <genmc.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef SCOPE
#define SCOPE work_group
#endif
#define CAT(a, b) a##b
#define SCOPED(s) CAT(__VERIFIER_memory_scope_, s)()

#ifdef GID
#define PLACE_PRODUCER() __VERIFIER_thread_global_id(0)
#define PLACE_CONSUMER() __VERIFIER_thread_global_id(GID)
#else
#define PLACE_PRODUCER() (__VERIFIER_thread_kernel_id(0), __VERIFIER_thread_group_id(0))
#define PLACE_CONSUMER() (__VERIFIER_thread_kernel_id(KERNEL), __VERIFIER_thread_group_id(0))
#endif

int data, seen;
atomic_int flag;

void *producer(void *arg) {
  (void)arg;
  PLACE_PRODUCER();
  data = 42; // RACE-DAG: T0.1([[P]])#{{[0-9]+}}: store(na) data = 42 @ {{.*}}places.c:[[@LINE]]
  SCOPED(SCOPE);
  atomic_store_explicit(&flag, 1, memory_order_release); // RACE-DAG: T0.1([[P]])#{{[0-9]+}}: store(rel.cta) flag = 1 @ {{.*}}places.c:[[@LINE]]
  return 0;
}

void *consumer(void *arg) {
  (void)arg;
  PLACE_CONSUMER();
  SCOPED(SCOPE);
  if (atomic_load_explicit(&flag, memory_order_acquire) == 1) { // RACE-DAG: error: heterogeneous-race: {{.*}} at {{.*}}places.c:[[@LINE]] (thread T0.2([[C]]))
    seen = data; // RACE-DAG: error: data-race: {{.*}} at {{.*}}places.c:[[@LINE]] (thread T0.2([[C]]))
    __VERIFIER_assert(seen == 42); // RACE-DAG: error: assertion-failure: __VERIFIER_assert failed at {{.*}}places.c:[[@LINE]] (thread T0.2([[C]]))
  }
  return 0;
}

int main(void) {
#ifdef GID
  __VERIFIER_groupsize(2);
#endif
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}

// CLEAN-NOT: error:
// CLEAN: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// RACE: Summary: model=SRC11 complete=0 erroneous=3 blocked=0 errors=3
// RC11: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
// SC: Summary: model=SC complete=2 erroneous=0 blocked=0 errors=0
