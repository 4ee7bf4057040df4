// Dekker's mutual exclusion, 2 threads, each entering the critical section
// once; plain int flags and spin loops. The critical section checks mutual
// exclusion with a seq_cst atomic counter.
//
// Expected verdicts (no exact counts: the number of blocked spin-loop
// executions depends on how wmc cuts awaits, so only the verdict, the error
// kind and the assert's line are checked):
// * plain: correct under SC; under TSO and PSO each thread's `flag[me] = 1`
//   can still be buffered when it reads the other flag (the SB pattern of
//   the TSO/PSO paper, Fig. 1), so both enter: assertion failure.
// * FENCE_TSO (a full fence after each `flag[me] = 1`: the fences TSO needs,
//   the kind of version the paper's "tso" rows check): correct under SC and
//   TSO (every store->load pair of the entry protocol is fenced).
//   Under PSO the paper (Table 1, dekker.c "tso" row) reports an error,
//   but its benchmark (SV-COMP style) writes a plain shared `x` in the
//   critical section, and that store can be delayed past the unlock's
//   `flag[me] = 0` under PSO. Here the critical section is a seq_cst RMW,
//   which wmc (like a C11 compiler for SPARC) treats as a full fence; the
//   only stores left unordered under PSO are the unlock's `turn` and
//   `flag[me] = 0`, after the critical section of a thread that never
//   re-enters, and safety only depends on the fenced flag handshake. So
//   this version is correct under PSO too.
// * PAPER_CS (a critical section in the SV-COMP style of the paper's
//   benchmarks: a plain store to `x`, then read it back) reproduces the
//   rows: with FENCE_TSO it is still broken under PSO; FENCE_PSO adds a
//   fence before the unlock and fixes it.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: not %t --wmc-model=tso | FileCheck %s --check-prefixes=BUG,BUG-TSO
// RUN: not %t --wmc-model=pso | FileCheck %s --check-prefixes=BUG,BUG-PSO
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DFENCE_TSO %s -o %t.tso %wmc_rt
// RUN: %t.tso --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t.tso --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %t.tso --wmc-model=pso | FileCheck %s --check-prefix=OK -DM=PSO
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DPAPER_CS %s -o %t.p %wmc_rt
// RUN: %t.p --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: not %t.p --wmc-model=tso | FileCheck %s --check-prefixes=PBUG,PBUG-TSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DPAPER_CS -DFENCE_TSO %s -o %t.ptso %wmc_rt
// RUN: %t.ptso --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: not %t.ptso --wmc-model=pso | FileCheck %s --check-prefixes=PBUG,PBUG-PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DPAPER_CS -DFENCE_TSO -DFENCE_PSO %s -o %t.ppso %wmc_rt
// RUN: %t.ppso --wmc-model=sc | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t.ppso --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %t.ppso --wmc-model=pso | FileCheck %s --check-prefix=OK -DM=PSO
#include <assert.h>
#include <pthread.h>

int flag[2];
int turn;
int in_cs; // threads inside the critical section
int x;     // PAPER_CS: the paper's plain shared variable

static void fence_tso(void) {
#ifdef FENCE_TSO
  __sync_synchronize();
#endif
}

static void fence_pso(void) {
#ifdef FENCE_PSO
  __sync_synchronize();
#endif
}

static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  flag[me] = 1;
  fence_tso();
  while (flag[other]) {
    if (turn != me) {
      flag[me] = 0;
      while (turn != me) {
      }
      flag[me] = 1;
      fence_tso();
    }
  }
#ifdef PAPER_CS
  x = me + 1;
  assert(x == me + 1); // PBUG: error: assertion-failure: assertion `x == me + 1' failed at {{.*}}dekker.c:[[@LINE]] (thread T0.{{[12]}})
#else
  int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
  assert(c == 0); // BUG: error: assertion-failure: assertion `c == 0' failed at {{.*}}dekker.c:[[@LINE]] (thread T0.{{[12]}})
  __atomic_fetch_sub(&in_cs, 1, __ATOMIC_SEQ_CST);
#endif
  fence_pso();
  turn = other;
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
// BUG-TSO: witness execution under TSO:
// BUG-PSO: witness execution under PSO:
// BUG: not sequentially consistent
// BUG-TSO: Summary: model=TSO {{.*}} errors=1
// BUG-PSO: Summary: model=PSO {{.*}} errors=1
// PBUG-TSO: Summary: model=TSO {{.*}} errors=1
// PBUG-PSO: Summary: model=PSO {{.*}} errors=1
