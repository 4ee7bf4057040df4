// GPUMC's annotated C (docs/gpu.md, "Annotated C"): __VERIFIER_groupsize and
// __VERIFIER_thread_global_id. main sets the group size to 2 and creates 4
// threads with global ids 0..3: groups {0, 1} and {2, 3}. Each thread writes
// its slot, waits at its group's pthread barrier (bar[id / 2], initialised
// for 2), then reads its partner's slot (id ^ 1). Each barrier is used by
// one group only, so it is that group's barrier. It orders the partner's
// write before the read, so each read has one write to read: 1 execution,
// no error (barrier arrivals do not conflict, so their orders are one
// execution), under SRC11 and TSO.
//
// * -DSHARED: all 4 threads wait at bar[0]: threads 0 and 1 pass it, then
//   global id 2, of group 1, waits there: a barrier of two groups, status 2
//   (not supported).
// * -DBADCOUNT: the barriers are initialised for 4 threads, but a group has
//   2: the first wait stops the check with status 2.
// * -DLATE: main sets the group size only after the threads ran (after the
//   joins): they took their group from their global id with no group size
//   (all in group 0), so the call is bad input (status 2). The threads ran
//   first, with 2 groups of barrier count 2 all in group 0: no error before.
// * -DTWICE: main sets the group size to 2, then to 4: one group size per
//   program, status 2.
// * -DNO_BARRIER: thread 0 (scheduled first) reads slot[1] before thread 1
//   writes it: a data race between T0.1(g0,l0) and T0.2(g0,l1), named by
//   the group and local ids computed from the global ids.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=src11 | FileCheck %s --check-prefix=OK -DM=SRC11
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSHARED %s -o %t.shared %wmc_rt
// RUN: sh -c '%t.shared --wmc-model=src11 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=SHARED
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DBADCOUNT %s -o %t.count %wmc_rt
// RUN: sh -c '%t.count --wmc-model=src11 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=COUNT
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLATE %s -o %t.late %wmc_rt
// RUN: sh -c '%t.late --wmc-model=src11 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=LATE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DTWICE %s -o %t.twice %wmc_rt
// RUN: sh -c '%t.twice --wmc-model=src11 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=TWICE
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DNO_BARRIER %s -o %t.nb %wmc_rt
// RUN: not %t.nb --wmc-model=src11 | FileCheck %s --check-prefix=NB
#include <genmc.h>
#include <pthread.h>

#define N 4
#ifdef BADCOUNT
#define COUNT 4
#else
#define COUNT 2
#endif

int slot[N], got[N];
pthread_barrier_t bar[2];

void *worker(void *arg) {
  int id = (int)(long)arg;
  __VERIFIER_thread_global_id(id);
  slot[id] = id + 1; // NB: error: data-race: {{.*}} at {{.*}}groupsize.c:[[@LINE]] (thread T0.2(g0,l1))
#if defined(SHARED)
  pthread_barrier_wait(&bar[0]); // SHARED: wmc: {{.*}}groupsize.c:[[@LINE]]: a pthread barrier used by threads of different work-groups (or by GPU and CPU threads): not supported yet
#elif !defined(NO_BARRIER)
  pthread_barrier_wait(&bar[id / 2]); // COUNT: wmc: {{.*}}groupsize.c:[[@LINE]]: a pthread barrier of 4 threads used as the barrier of a work-group of 2 (__VERIFIER_groupsize)
#endif
  got[id] = slot[id ^ 1]; // NB-NEXT: T0.1(g0,l0)#{{[0-9]+}}: load(na) slot[1] = 0 {{.*}}groupsize.c:[[@LINE]]
  return 0;
}

int main(void) {
#ifndef LATE
  __VERIFIER_groupsize(2);
#endif
#ifdef TWICE
  __VERIFIER_groupsize(4); // TWICE: wmc: {{.*}}groupsize.c:[[@LINE]]: __VERIFIER_groupsize(4) after __VERIFIER_groupsize(2): one group size per program
#endif
  pthread_barrier_init(&bar[0], 0, COUNT);
  pthread_barrier_init(&bar[1], 0, COUNT);
  pthread_t t[N];
  for (long i = 0; i < N; ++i)
    pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; ++i)
    pthread_join(t[i], 0);
#ifdef LATE
  __VERIFIER_groupsize(2); // LATE: wmc: {{.*}}groupsize.c:[[@LINE]]: __VERIFIER_groupsize(2) after a thread took its work-group from __VERIFIER_thread_global_id: set the group size before placing threads
#endif
  for (int i = 0; i < N; ++i)
    __VERIFIER_assert(got[i] == (i ^ 1) + 1);
  return 0;
}

// OK-NOT: error:
// OK: Summary: model=[[M]] complete=1 erroneous=0 blocked=0 errors=0
// SHARED: exit status 2
// COUNT: exit status 2
// LATE: exit status 2
// TWICE: exit status 2
// NB: Summary: model=SRC11 complete=0 erroneous=1
