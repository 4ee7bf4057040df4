// Lamport's bakery algorithm for 2 threads, each entering the critical
// section once; plain int choosing/number and spin loops. The critical
// section checks mutual exclusion with a seq_cst atomic counter. Verdicts,
// error kinds and lines are checked; counts are only compared between
// models (see below), never computed by hand.
//
// The paper (Table 1) has Lamport's *fast* mutex, not the bakery, so the
// expectations are reasoned out here:
// * plain: correct under SC. Under TSO/PSO T1 can read choosing[0] == 0 and
//   number[0] == 0 while T0's `choosing[0] = 1` is still buffered, and T0
//   can read number[1] == 0 while T1's ticket is still buffered: both take
//   ticket 1, T1 enters because it saw no ticket, T0 enters on the tie
//   break. Error under TSO and PSO.
// * FENCE_TSO: a full fence after each choosing store (`choosing[me] = 1`
//   and `choosing[me] = 0`), i.e. before the loads that follow each of
//   them. Both are needed under TSO: without the first, the scenario above;
//   without the second, T0 can read number[1] == 0 while T1's ticket is
//   buffered after T1 saw choosing[0] == 0. With both, every store->load
//   pair is fenced and TSO keeps stores in order: correct under TSO.
//   Under PSO `number[me] = ticket` can become visible after
//   `choosing[me] = 0`: T0 publishes choosing[0] = 0 with its ticket still
//   buffered; T1 reads number[0] == 0, takes ticket 1, sees choosing[0] == 0
//   and number[0] == 0 and enters; T0's fence flushes its ticket 1, T0 sees
//   T1's ticket 1 and wins the tie break (0 < 1): both enter. Error.
// * FENCE_PSO: also a fence between `number[me] = ticket` and
//   `choosing[me] = 0`: correct under SC, TSO and PSO.
//
// Exact counts: with FENCE_TSO every store->load pair in program order is
// separated by a full fence (the CS's seq_cst RMWs are fences, nothing is
// loaded after `number[me] = 0`), so TSO allows exactly the SC graphs: the
// complete and blocked counts must be equal. FENCE_PSO also separates every
// store->store pair, so PSO equals SC as well.
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

int choosing[2];
int number[2];
int in_cs;

static void fence_tso(void) {
#ifdef FENCE_TSO
  __sync_synchronize();
#endif
}

static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  choosing[me] = 1;
  fence_tso();
  int ticket = 1 + number[other]; // number[me] is 0: each thread enters once
  number[me] = ticket;
#ifdef FENCE_PSO
  __sync_synchronize();
#endif
  choosing[me] = 0;
  fence_tso();
  while (choosing[other]) {
  }
  int n; // read number[other] once per iteration
  while ((n = number[other]) != 0 && (n < ticket || (n == ticket && other < me))) {
  }
  int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
  assert(c == 0); // BUG: error: assertion-failure: assertion `c == 0' failed at {{.*}}bakery.c:[[@LINE]] (thread T0.{{[12]}})
  __atomic_fetch_sub(&in_cs, 1, __ATOMIC_SEQ_CST);
  number[me] = 0;
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
