// GPUMC's annotated C: a pthread barrier that only one work-group's threads
// use is that group's barrier, with the divergence rules of GPU barriers
// (docs/gpu.md, "Annotated C"). Two threads of group 0 each write their
// slot, wait at the barrier (initialised for 2), then read the other's
// slot. The barrier orders the writes before the reads: no race and 1
// execution (barrier arrivals do not conflict, so their orders are one
// execution).
//
// * -DNO_BARRIER: thread 0 (scheduled first) reads slot[1] before thread 1
//   writes it: a data race, found in the first execution.
// * -DSPLIT: the threads wait at two different pthread_barrier_wait calls:
//   barrier divergence (for CPU threads this would be a normal barrier).
// * -DMISSING: thread 1 returns without waiting: thread 0 waits at a
//   barrier the rest of its group never reaches, barrier divergence (for
//   CPU threads: a deadlock).
// * -DLATE: a placement call after the thread's first memory operation is
//   bad input: exit 2 naming the call.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=src11 | FileCheck %s --check-prefix=OK -DM=SRC11
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DNO_BARRIER %s -o %t.nb %wmc_rt
// RUN: not %t.nb --wmc-model=src11 | FileCheck %s --check-prefix=NB
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSPLIT %s -o %t.split %wmc_rt
// RUN: not %t.split --wmc-model=src11 | FileCheck %s --check-prefix=SPLIT
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DMISSING %s -o %t.miss %wmc_rt
// RUN: not %t.miss --wmc-model=src11 | FileCheck %s --check-prefix=MISSING
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLATE %s -o %t.late %wmc_rt
// RUN: sh -c '%t.late --wmc-model=src11 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=LATE
#include <genmc.h>
#include <pthread.h>

int slot[2], got[2];
pthread_barrier_t bar;

void *worker(void *arg) {
  int id = (int)(long)arg;
#ifdef LATE
  slot[id] = -1;
#endif
  __VERIFIER_thread_group_id(0); // LATE: wmc: {{.*}}group-barrier.c:[[@LINE]]: __VERIFIER_thread_group_id after the thread's first memory operation: place a thread before it accesses memory
  __VERIFIER_thread_local_id(id);
  slot[id] = id + 1; // NB: error: data-race: {{.*}} at {{.*}}group-barrier.c:[[@LINE]] (thread T0.2(g0,l1))
#if defined(MISSING)
  if (id == 1)
    return 0;
#endif
#if defined(SPLIT)
  if (id == 0)
    pthread_barrier_wait(&bar);
  else
    pthread_barrier_wait(&bar);
#elif !defined(NO_BARRIER)
  pthread_barrier_wait(&bar); // MISSING: error: barrier-divergence: T0.1(g0,l0) waits at a barrier that other threads of its block never reach (1 of 2 arrived): {{.*}} at {{.*}}group-barrier.c:[[@LINE]] (thread T0.1(g0,l0))
#endif
  got[id] = slot[1 - id]; // NB-NEXT: T0.1(g0,l0)#{{[0-9]+}}: load(na) slot[1] = 0 {{.*}}group-barrier.c:[[@LINE]]
  return 0;
}

int main(void) {
  pthread_barrier_init(&bar, 0, 2);
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0);
  pthread_create(&b, 0, worker, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  __VERIFIER_assert(got[0] == 2 && got[1] == 1);
  return 0;
}

// OK-NOT: error:
// OK: Summary: model=[[M]] complete=1 erroneous=0 blocked=0 errors=0
// NB: Summary: model=SRC11 complete=0 erroneous=1
// SPLIT: error: barrier-divergence: the threads of a block reach different barriers (T0.1(g0,l0) and T0.2(g0,l1)) at {{.*}}group-barrier.c:[[#B2:]] (thread T0.2(g0,l1))
// SPLIT-NEXT: T0.1(g0,l0)#2: barrier @ {{.*}}group-barrier.c:[[#B2-2]]
// SPLIT-NEXT: T0.2(g0,l1)#2: barrier @ {{.*}}group-barrier.c:[[#B2]]
// SPLIT: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// MISSING: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// LATE: exit status 2
