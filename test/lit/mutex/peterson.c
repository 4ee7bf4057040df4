// Peterson's mutual exclusion, 2 threads, each entering the critical section
// once; plain int flag/turn and a spin loop. The critical section checks
// mutual exclusion with a seq_cst atomic counter. Verdicts, error kinds and
// lines are checked; no count is computed by hand (the blocked spin-loop
// executions depend on how wmc cuts awaits), counts are only compared
// between models (see below).
//
// * plain: correct under SC. Under TSO and PSO `turn = other` (and
//   `flag[me] = 1`) can still be buffered when the thread reads
//   `flag[other]`: both read flag[other] == 0 and enter (paper Table 1,
//   peterson.c "-" row: error under TSO and PSO).
// * FENCE_TSO: one full fence after the two entry stores (before the loads),
//   as TSO needs (the paper's "tso" rows): correct under SC and TSO, but wrong
//   under PSO (paper Table 1, peterson.c "tso" row: error under PSO only),
//   because PSO may make `turn = other` visible before `flag[me] = 1`:
//   T0: flag[0]=1 buffered, turn=1 visible; T1: flag[1]=1; turn=0; fence
//   (turn is now 0); T1 reads flag[0] == 0 and enters; T0's fence flushes
//   flag[0]=1, T0 reads flag[1] == 1 but turn == 0 != 1 and enters too.
// * FENCE_PSO: also a fence between `flag[me] = 1` and `turn = other` (as
//   PSO needs, the paper's "pso" rows): correct under SC, TSO and PSO.
//
// Exact counts: in the FENCE_TSO version every store->load pair in program
// order has a full fence between them (the CS's seq_cst RMWs are fences and
// nothing is loaded after `flag[me] = 0`), so TSO, which only relaxes
// store->load order, allows exactly the SC graphs: the complete and blocked
// counts under TSO must equal those under SC. With FENCE_PSO every
// store->store pair is fenced too, so PSO also equals SC.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: not %t --wmc-model=tso | FileCheck %s --check-prefix=BUG -DM=TSO
// RUN: not %t --wmc-model=pso | FileCheck %s --check-prefix=BUG -DM=PSO
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCE_TSO %s -o %t.tso %wmc_rt
// RUN: %t.tso --wmc-model=sc > %t.tso.out
// RUN: %t.tso --wmc-model=tso >> %t.tso.out
// RUN: FileCheck %s --check-prefix=SAME < %t.tso.out
// RUN: not %t.tso --wmc-model=pso | FileCheck %s --check-prefix=BUG -DM=PSO
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCE_TSO -DFENCE_PSO %s -o %t.pso %wmc_rt
// RUN: %t.pso --wmc-model=sc > %t.pso.out
// RUN: %t.pso --wmc-model=tso >> %t.pso.out
// RUN: %t.pso --wmc-model=pso >> %t.pso.out
// RUN: FileCheck %s --check-prefixes=SAME,SAME3 < %t.pso.out
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
// SAME-NOT: error:
// SAME: Summary: model=SC complete=[[C:[1-9][0-9]*]] erroneous=0 blocked=[[B:[0-9]+]] errors=0
// SAME: Summary: model=TSO complete=[[C]] erroneous=0 blocked=[[B]] errors=0
// SAME3: Summary: model=PSO complete=[[C]] erroneous=0 blocked=[[B]] errors=0
// BUG: witness execution under [[M]]:
// BUG: not sequentially consistent
// BUG: Summary: model=[[M]] {{.*}} errors=1
