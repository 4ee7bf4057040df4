// GPUMC's annotated C (docs/gpu.md, "Annotated C"): plain pthreads that
// place themselves in a kernel's work-groups and scope their next atomic.
// Message passing: the producer writes `data` (plain), then releases `flag`;
// the consumer acquires `flag` and, if it saw 1, reads `data`. Two
// executions: the acquire reads 0 or 1; when it reads 1, the consumer
// asserts that it sees data == 42 (it does whenever the pair synchronises).
//
// * work_group scope, producer and consumer in one group: the release and
//   the acquire include each other and synchronise: clean, 2 complete.
// * device scope, two groups: clean too (device scope spans the groups).
// * no scope annotation (system scope), two groups: clean.
// * work_group scope, two groups (-DSCOPE=work_group -DGROUP=1): the scopes
//   do not include each other: a heterogeneous race on flag in both
//   executions. In the one that read 1, the plain read of data races with
//   its write, and the consumer's second load of flag races with the
//   producer's work-group store too: only the next atomic takes the
//   annotated scope, so that load is at system scope (the witness shows no
//   scope), but the store's scope does not include the consumer. Without
//   synchronisation the read of data may read 0 or 42: 3 erroneous
//   executions (flag read as 0; flag 1 and data 0; flag 1 and data 42), 3
//   errors (one per pair of sites).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=work_group -DGROUP=0 %s -o %t.same %wmc_rt
// RUN: %t.same --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=device -DGROUP=1 %s -o %t.dev %wmc_rt
// RUN: %t.dev --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DGROUP=1 %s -o %t.sys %wmc_rt
// RUN: %t.sys --wmc-model=src11 | FileCheck %s --check-prefix=CLEAN
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSCOPE=work_group -DGROUP=1 -DNO_ASSERT %s -o %t.wg %wmc_rt
// RUN: not %t.wg --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=RACE
// Under SC the scopes are ignored: 2 complete executions.
// RUN: %t.wg --wmc-model=sc | FileCheck %s --check-prefix=SC
#include <genmc.h>
#include <pthread.h>
#include <stdatomic.h>

#define CAT(a, b) a##b
#define SCOPED(s) CAT(__VERIFIER_memory_scope_, s)()

int data, seen, again;
atomic_int flag;

void *producer(void *arg) {
  (void)arg;
  __VERIFIER_thread_kernel_id(0);
  __VERIFIER_thread_group_id(0);
  __VERIFIER_thread_local_id(0);
  data = 42;
#ifdef SCOPE
  SCOPED(SCOPE);
#endif
  atomic_store_explicit(&flag, 1, memory_order_release); // RACE-DAG: T0.1(k0,g0,l0)#{{[0-9]+}}: store(rel.cta) flag = 1 @ {{.*}}mp-scopes.c:[[@LINE]]
  return 0;
}

void *consumer(void *arg) {
  (void)arg;
  __VERIFIER_thread_kernel_id(0);
  __VERIFIER_thread_group_id(GROUP);
  __VERIFIER_thread_local_id(1);
#ifdef SCOPE
  SCOPED(SCOPE);
#endif
  if (atomic_load_explicit(&flag, memory_order_acquire) == 1) { // RACE-DAG: error: heterogeneous-race: {{.*}} at {{.*}}mp-scopes.c:[[@LINE]] (thread T0.2(k0,g1,l1))
    seen = data; // RACE-DAG: error: data-race: {{.*}} at {{.*}}mp-scopes.c:[[@LINE]] (thread T0.2(k0,g1,l1))
#ifndef NO_ASSERT
    __VERIFIER_assert(seen == 42);
#endif
    again = atomic_load_explicit(&flag, memory_order_relaxed); // RACE-DAG: T0.2(k0,g1,l1)#{{[0-9]+}}: load(rlx) flag = 1 {{.*}}mp-scopes.c:[[@LINE]]
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
// RACE: Summary: model=SRC11 complete=0 erroneous=3 blocked=0 errors=3
// SC: Summary: model=SC complete=2 erroneous=0 blocked=0 errors=0
