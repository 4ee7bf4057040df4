// GPUMC's annotated C (docs/gpu.md, "Annotated C"): a __VERIFIER_memory_scope_*
// call scopes the next atomic operation OR fence. Message passing through
// fences: the producer (group 0) writes `data` (plain), runs a scoped
// release fence, then stores `flag` relaxed; the consumer (group GROUP)
// loads `flag` relaxed and, if it saw 1, runs a scoped acquire fence and
// reads `data`. The flag accesses are not annotated: system scope, so they
// never race with each other. The fences synchronise when the load reads
// the store and each fence's scope includes the other thread.
//
// The consumer asserts that it read 42.
//
// * SCOPE=work_group, GROUP=0, and SCOPE=device or no annotation (system
//   fences), GROUP=1: the fences synchronise, so a read of data after
//   reading flag = 1 must read 42: 2 executions (flag 0, flag 1), no error.
// * SCOPE=work_group, GROUP=1: the fences do not include each other, nothing
//   orders the write of data before its read: when flag reads 1 the read of
//   data races and may read 0 or 42. 3 executions: flag 0 (complete) and
//   the 2 racy ones (erroneous); 2 errors: the data pair, and the assertion,
//   which fails where data read 0.
// * -DEARLY: the producer's annotation comes before `data = 42`: a plain
//   access does not use it up, so the fence is still work_group: the same
//   race, same counts.
// * Under RC11 (no scopes) and under PSO the cross-group work_group program
//   is clean, 2 executions (under PSO, the release fence keeps the store of
//   data before flag's).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=work_group -DGROUP=0 %s -o %t.same %wmc_rt
// RUN: %t.same --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=device -DGROUP=1 %s -o %t.dev %wmc_rt
// RUN: %t.dev --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DGROUP=1 %s -o %t.sys %wmc_rt
// RUN: %t.sys --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=work_group -DGROUP=1 %s -o %t.wg %wmc_rt
// RUN: not %t.wg --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=RACE --implicit-check-not=heterogeneous-race
// RUN: %t.wg --wmc-model=rc11 | FileCheck %s --check-prefix=RC11
// RUN: %t.wg --wmc-model=pso | FileCheck %s --check-prefix=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=work_group -DGROUP=1 -DEARLY %s -o %t.early %wmc_rt
// RUN: not %t.early --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=RACE --implicit-check-not=heterogeneous-race
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
#if defined(SCOPE) && defined(EARLY)
  SCOPED(SCOPE);
#endif
  data = 42; // RACE-DAG: T0.1(g0)#{{[0-9]+}}: store(na) data = 42 @ {{.*}}scoped-fence.c:[[@LINE]]
#if defined(SCOPE) && !defined(EARLY)
  SCOPED(SCOPE);
#endif
  atomic_thread_fence(memory_order_release);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}

void *consumer(void *arg) {
  (void)arg;
  __VERIFIER_thread_group_id(GROUP);
  if (atomic_load_explicit(&flag, memory_order_relaxed) == 1) {
#ifdef SCOPE
    SCOPED(SCOPE);
#endif
    atomic_thread_fence(memory_order_acquire);
    seen = data; // RACE-DAG: error: data-race: {{.*}} at {{.*}}scoped-fence.c:[[@LINE]] (thread T0.2(g1))
    __VERIFIER_assert(seen == 42); // RACE-DAG: error: assertion-failure: __VERIFIER_assert failed at {{.*}}scoped-fence.c:[[@LINE]] (thread T0.2(g1))
  }
  return 0;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}

// CLEAN-NOT: error:
// CLEAN: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// RACE: Summary: model=SRC11 complete=1 erroneous=2 blocked=0 errors=2
// RC11: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
// PSO: Summary: model=PSO complete=2 erroneous=0 blocked=0 errors=0
