// Peterson's mutual exclusion with plain flag/turn (as test/lit/mutex/
// peterson.c): wrong under TSO and PSO. The repair finds the fences of the
// SMC paper's Table 1 rows: under TSO one full fence after `turn = other`
// (it also follows `flag[me] = 1`); under PSO also a store-store fence
// between the two entry stores. RUN and CHECK lines at the end.
#include <assert.h>
#include <pthread.h>

int flag[2];
int turn;
int in_cs;

static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  flag[me] = 1;
  turn = other;
  while (flag[other] && turn == other) {
  }
  int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
  assert(c == 0);
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

// RUN: not %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s --check-prefix=TSO
// The first round's conflicts (from the executions where a thread's load of
// flag[other] overtakes its store flag[me] = 1) are broken equally well by
// a fence after either entry store, and the solver takes the one after
// flag[me] = 1; re-exploring shows turn = other overtaken, and the second
// round's choice, one fence after turn = other, breaks both.
// TSO: Repair: repaired (2 rounds, 1 edit)
// TSO-NEXT: {{.*}}peterson.c:16:16: fix: insert-fence: a full fence after this store forbids the store-buffer reordering behind: assertion `c == 0' failed
// TSO-NEXT: {{^}}   16 |   turn = other;
// TSO-NEXT: {{^}}      |                ^{{$}}
// TSO-NEXT: {{^}}      |                 __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// TSO-NEXT: re-explored: {{[0-9]+}} executions, no error
//
// The round trip under TSO. With the fence every store of the entry is
// followed by a full fence before the loads of the spin loop, and the rest
// are seq_cst read-modify-writes or the last store: TSO keeps every
// program-order pair SC keeps, so the fixed program has exactly the SC
// executions of the original (compared below).
// RUN: rm -rf %t.tso && mkdir %t.tso && cp %s %t.tso/peterson.c
// RUN: not %wmc check --repair --model=tso --export-fixes=%t.tso/fixes.yaml %t.tso/peterson.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t.tso
// RUN: FileCheck %s --check-prefix=FIXED-TSO < %t.tso/peterson.c
// FIXED-TSO:      {{^}}  flag[me] = 1;{{$}}
// FIXED-TSO-NEXT: {{^}}  turn = other; __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// RUN: %wmc check --model=sc %s > %t.sc.txt 2>&1
// RUN: %wmc check --model=tso %t.tso/peterson.c > %t.tso.txt 2>&1
// RUN: cat %t.sc.txt %t.tso.txt | FileCheck %s --check-prefix=SAME
// SAME: Summary: model=SC complete=[[C:[0-9]+]] erroneous=0 blocked=[[B:[0-9]+]] errors=0
// SAME: Summary: model=TSO complete=[[C]] erroneous=0 blocked=[[B]] errors=0
//
// RUN: not %wmc check --repair --model=pso %s 2>/dev/null | FileCheck %s --check-prefix=PSO
// PSO: Repair: repaired ({{[0-9]}} rounds, 2 edits)
// PSO-NEXT: {{.*}}peterson.c:15:16: fix: insert-fence: a store-store fence after this store
// PSO-NEXT: {{^}}   15 |   flag[me] = 1;
// PSO: {{.*}}peterson.c:16:16: fix: insert-fence: a full fence after this store
// PSO: re-explored: {{[0-9]+}} executions, no error
//
// The round trip under PSO.
// RUN: rm -rf %t && mkdir %t && cp %s %t/peterson.c
// RUN: not %wmc check --repair --model=pso --export-fixes=%t/fixes.yaml %t/peterson.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: %wmc check --model=pso %t/peterson.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=PSO complete={{[0-9]+}} erroneous=0 blocked={{[0-9]+}} errors=0
