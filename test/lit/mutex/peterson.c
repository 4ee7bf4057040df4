// Peterson's mutual exclusion, 2 threads, each entering the critical section
// once; plain int flag/turn and a spin loop. The critical section checks
// mutual exclusion with a seq_cst atomic counter. Only verdicts, error kinds
// and lines are checked (blocked spin executions are not counted by hand).
//
// * plain: correct under SC. Under TSO and PSO `turn = other` (and
//   `flag[me] = 1`) can still be buffered when the thread reads
//   `flag[other]`: both read flag[other] == 0 and enter (paper Table 1,
//   peterson.c "-" row: error under TSO and PSO).
// * FENCE_TSO: one full fence after the two entry stores (before the loads),
//   the paper's "tso" version: correct under SC and TSO, but still wrong
//   under PSO (paper Table 1, peterson.c "tso" row: error under PSO only),
//   because PSO may make `turn = other` visible before `flag[me] = 1`:
//   T0: flag[0]=1 buffered, turn=1 visible; T1: flag[1]=1; turn=0; fence
//   (turn is now 0); T1 reads flag[0] == 0 and enters; T0's fence flushes
//   flag[0]=1, T0 reads flag[1] == 1 but turn == 0 != 1 and enters too.
// * FENCE_PSO: also a fence between `flag[me] = 1` and `turn = other` (the
//   paper's "pso" version): correct under SC, TSO and PSO.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: not %t --wmc-model=tso | FileCheck %s --check-prefix=BUG -DM=TSO
// RUN: not %t --wmc-model=pso | FileCheck %s --check-prefix=BUG -DM=PSO
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCE_TSO %s -o %t.tso %wmc_rt
// RUN: %t.tso --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t.tso --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: not %t.tso --wmc-model=pso | FileCheck %s --check-prefix=BUG -DM=PSO
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCE_TSO -DFENCE_PSO %s -o %t.pso %wmc_rt
// RUN: %t.pso --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t.pso --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %t.pso --wmc-model=pso | FileCheck %s --check-prefix=OK -DM=PSO
#include <assert.h>
#include <pthread.h>

int flag[2];
int turn;
int in_cs;

static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  flag[me] = 1;
#ifdef FENCE_PSO
  __sync_synchronize();
#endif
  turn = other;
#ifdef FENCE_TSO
  __sync_synchronize();
#endif
  while (flag[other] && turn == other) {
  }
  int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
  assert(c == 0); // BUG: error: assertion-failure: assertion `c == 0' failed at {{.*}}peterson.c:[[@LINE]] (thread T0.{{[12]}})
  __atomic_fetch_sub(&in_cs, 1, __ATOMIC_SEQ_CST);
  flag[me] = 0;
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  pthread_create(&t0, 0, worker, (void *)0L);
  pthread_create(&t1, 0, worker, (void *)1L);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  return 0;
}

// OK-NOT: error:
// OK: Summary: model=[[M]] complete={{[1-9][0-9]*}} erroneous=0 blocked={{[0-9]+}} errors=0
// OK-NOT: note: stopped
// BUG: witness execution under [[M]]:
// BUG: not sequentially consistent
// BUG: Summary: model=[[M]] {{.*}} errors=1
