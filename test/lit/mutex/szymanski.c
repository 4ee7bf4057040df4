// Szymanski's mutual exclusion (the 1988 algorithm, N = 2), each thread
// entering the critical section once; plain int flags and spin loops. No
// count is computed by hand (the blocked spin-loop executions depend on how
// wmc cuts awaits); counts are only compared between models, see below.
//
//   flag[i] = 1; await flag[j] < 3;           // wait for the open door
//   flag[i] = 3; if (flag[j] == 1) { flag[i] = 2; await flag[j] == 4; }
//   flag[i] = 4; if (j < i) await flag[j] < 2; // lower ids finish first
//   critical section
//   if (j > i) await flag[j] not in {2, 3};  flag[i] = 0;
//
// (The SV-COMP/paper version makes both threads wait like the higher id,
// which can deadlock under SC; wmc would report that, so the original
// asymmetric exit is used.)
// * plain: correct under SC; under TSO/PSO both threads can do all their
//   flag reads while their own flag stores are buffered (every read sees
//   0), so both enter: error (paper Table 1, szymanski.c "-" row).
// * FENCE_TSO: a full fence after each flag store that is followed by a
//   read (flag = 1, 3, 2, 4): correct under SC and TSO. Every store of a
//   thread goes to its own flag[i], a single location, so PSO cannot reorder
//   them either, and the critical section is a seq_cst RMW (a full fence
//   in wmc's PSO): this version is correct under PSO too. The paper's
//   "tso" row reports an error under PSO because its (SV-COMP style)
//   critical section writes a plain `x` that PSO can delay past
//   `flag[i] = 0`; PAPER_CS uses such a critical section and reproduces
//   it, and FENCE_PSO (a fence before `flag[i] = 0`, as in the paper's
//   "pso" rows) fixes it.
//
// Under TSO/PSO the plain version also deadlocks in some executions (a
// thread reads a stale flag[j] == 1, sets flag[i] = 2 and waits for
// flag[j] == 4, but the other thread already wrote 4 and then 0 and left),
// and the exploration may meet the deadlock first, so the erroneous runs use
// --wmc-keep-going and check that both errors are reported.
// With FENCE_TSO every store->load pair is fenced, so TSO allows exactly
// the SC graphs, and PSO the TSO ones (same argument as above): SC, TSO and
// PSO must have the same complete and blocked counts.
// Since every plain store of a thread goes to its own flag[i] and the
// seq_cst RMWs order all earlier stores under PSO as under TSO, PSO allows
// exactly the executions TSO allows here: the summaries must be identical.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: not %t --wmc-model=tso --wmc-keep-going > %t.out.tso
// RUN: FileCheck %s --check-prefix=BUG -DM=TSO < %t.out.tso
// RUN: FileCheck %s --check-prefix=DL < %t.out.tso
// RUN: not %t --wmc-model=pso --wmc-keep-going > %t.out.pso
// RUN: FileCheck %s --check-prefix=BUG -DM=PSO < %t.out.pso
// RUN: FileCheck %s --check-prefix=DL < %t.out.pso
// RUN: sed -n 's/^Summary: model=TSO \(.*\) time=.*/\1/p' %t.out.tso > %t.sum.tso
// RUN: sed -n 's/^Summary: model=PSO \(.*\) time=.*/\1/p' %t.out.pso > %t.sum.pso
// RUN: grep -q complete= %t.sum.tso
// RUN: diff %t.sum.tso %t.sum.pso
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCE_TSO %s -o %t.tso %wmc_rt
// RUN: %t.tso --wmc-model=sc > %t.tso.out
// RUN: %t.tso --wmc-model=tso >> %t.tso.out
// RUN: %t.tso --wmc-model=pso >> %t.tso.out
// RUN: FileCheck %s --check-prefixes=SAME,SAME3 < %t.tso.out
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DPAPER_CS %s -o %t.p %wmc_rt
// RUN: %t.p --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: not %t.p --wmc-model=tso --wmc-keep-going | FileCheck %s --check-prefix=PBUG -DM=TSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DPAPER_CS -DFENCE_TSO %s -o %t.ptso %wmc_rt
// RUN: %t.ptso --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: not %t.ptso --wmc-model=pso --wmc-keep-going | FileCheck %s --check-prefix=PBUG -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DPAPER_CS -DFENCE_TSO -DFENCE_PSO %s -o %t.ppso %wmc_rt
// RUN: %t.ppso --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t.ppso --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %t.ppso --wmc-model=pso | FileCheck %s --check-prefix=OK -DM=PSO
#include <assert.h>
#include <pthread.h>

int flag[2];
int in_cs;
int x; // PAPER_CS

static void fence_tso(void) {
#ifdef FENCE_TSO
  __sync_synchronize();
#endif
}

static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  flag[me] = 1;
  fence_tso();
  while (flag[other] >= 3) {
  }
  flag[me] = 3;
  fence_tso();
  if (flag[other] == 1) {
    flag[me] = 2;
    fence_tso();
    while (flag[other] != 4) {
    }
  }
  flag[me] = 4;
  fence_tso();
  if (other < me) {
    while (flag[other] >= 2) {
    }
  }
#ifdef PAPER_CS
  x = me + 1;
  assert(x == me + 1); // PBUG: error: assertion-failure: assertion `x == me + 1' failed at {{.*}}szymanski.c:[[@LINE]] (thread T0.{{[12]}})
#else
  int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
  assert(c == 0); // BUG: error: assertion-failure: assertion `c == 0' failed at {{.*}}szymanski.c:[[@LINE]] (thread T0.{{[12]}})
  __atomic_fetch_sub(&in_cs, 1, __ATOMIC_SEQ_CST);
#endif
  if (other > me) {
    int f; // read flag[other] once per iteration
    while ((f = flag[other]) == 2 || f == 3) {
    }
  }
#ifdef FENCE_PSO
  __sync_synchronize();
#endif
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
// BUG: Summary: model=[[M]] {{.*}} errors={{[1-9][0-9]*}}
// DL: error: deadlock: every live thread is blocked: T0 waiting to join T0.{{[12]}} at {{.*}}szymanski.c:{{[0-9]+}}; {{.*}}spinning forever at {{.*}}szymanski.c:{{[0-9]+}} (thread T0.{{[12]}})
// PBUG: witness execution under [[M]]:
// PBUG: Summary: model=[[M]] {{.*}} errors={{[1-9][0-9]*}}
