// GPUMC's annotated C (docs/gpu.md, "Annotated C"): system scope is the
// only scope that includes a CPU thread. A GPU thread (group 0) writes
// `data` (plain) and releases `flag`; main, a CPU thread (not placed),
// acquires `flag` (unannotated: system scope) and, if it saw 1, reads
// `data`, asserting that it is 42.
//
// * -DSCOPE=system (the explicit call), or no annotation (an atomic keeps
//   its system scope): the release and the acquire include each other: 2
//   executions (flag 0, flag 1 with data 42), no error.
// * -DSCOPE=device: device scope includes every GPU thread but not main:
//   the flag pair is a heterogeneous race in every execution, and when flag
//   reads 1 the read of data races and may read 0 or 42. 3 executions, all
//   erroneous; 3 errors (the flag pair, the data pair, the assertion where
//   data read 0). main runs first (the lowest thread id), so the first
//   execution has main's load read 0 before the store: the race is reported
//   at the store, in the GPU thread.
// * -DOVERRIDE: device, then system right before the store: the last call
//   sets the scope of the next atomic: clean, 2 executions.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=system %s -o %t.sys %wmc_rt
// RUN: %t.sys --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.none %wmc_rt
// RUN: %t.none --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=device %s -o %t.dev %wmc_rt
// RUN: not %t.dev --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=RACE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=system -DOVERRIDE %s -o %t.over %wmc_rt
// RUN: %t.over --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
#include <genmc.h>
#include <pthread.h>
#include <stdatomic.h>

#define CAT(a, b) a##b
#define SCOPED(s) CAT(__VERIFIER_memory_scope_, s)()

int data, seen;
atomic_int flag;

void *producer(void *arg) {
  (void)arg;
  __VERIFIER_thread_group_id(0);
  data = 42;
#ifdef OVERRIDE
  __VERIFIER_memory_scope_device();
#endif
#ifdef SCOPE
  SCOPED(SCOPE);
#endif
  atomic_store_explicit(&flag, 1, memory_order_release); // RACE-DAG: error: heterogeneous-race: {{.*}} at {{.*}}system-scope.c:[[@LINE]] (thread T0.1(g0))
  return 0;
}

int main(void) {
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  if (atomic_load_explicit(&flag, memory_order_acquire) == 1) // RACE-DAG: T0#{{[0-9]+}}: load(acq) flag = 0  [reads the initial value] @ {{.*}}system-scope.c:[[@LINE]]
  {
    seen = data; // RACE-DAG: error: data-race: {{.*}} at {{.*}}system-scope.c:[[@LINE]] (thread T0)
    __VERIFIER_assert(seen == 42); // RACE-DAG: error: assertion-failure: __VERIFIER_assert failed at {{.*}}system-scope.c:[[@LINE]] (thread T0)
  }
  pthread_join(p, 0);
  return 0;
}

// CLEAN-NOT: error:
// CLEAN: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// RACE: Summary: model=SRC11 complete=0 erroneous=3 blocked=0 errors=3
