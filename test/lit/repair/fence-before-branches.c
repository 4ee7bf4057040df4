// Store buffering where thread 0 announces itself in one of two flags,
// chosen by a mode that thread 2 may set meanwhile, then reads thread 1's
// flag: under TSO either branch's store can still be buffered when the load
// runs. A fence after each branch's store takes two edits; one fence before
// the load serves both branches: the repair chooses it (each round's witness
// shows one branch; the second round's solution replaces the first's fence
// after x = 1 by the one before the load). Thread 1 gets its fence after its
// store. RUN/CHECK lines at the end.
#include <pthread.h>
#include <wmc/wmc.h>

int x, y, z, mode, seen, r0, r1, r2;

void *t0(void *arg) {
  (void)arg;
  int m = mode;
  seen = m;
  if (m) {
    x = 1;
  } else {
    y = 1;
  }
  r0 = z;
  return 0;
}

void *t1(void *arg) {
  (void)arg;
  z = 1;
  r1 = x;
  r2 = y;
  return 0;
}

void *t2(void *arg) {
  (void)arg;
  mode = 1;
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, t0, 0);
  pthread_create(&b, 0, t1, 0);
  pthread_create(&c, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  wmc_assert(r0 == 1 || (seen ? r1 : r2) == 1);
  return 0;
}

// RUN: not %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}fence-before-branches.c:49
// CHECK: Repair: repaired (2 rounds, 2 edits)
// CHECK-DAG: {{.*}}fence-before-branches.c:23:3: fix: insert-fence: a full fence before this statement forbids the store-buffer reordering behind: wmc_assert
// CHECK-DAG: {{.*}}fence-before-branches.c:29:9: fix: insert-fence: a full fence after this store forbids the store-buffer reordering behind: wmc_assert
// CHECK: re-explored: 6 executions, no error
//
// The round trip. With both fences the program has only SC behaviours: the
// mode is read from the initial value or from thread 2 (2 ways), and in
// each case the flag thread 0 stores and z have the three SC outcomes of
// store buffering (not both loads 0): 6 executions, as the repair's
// re-exploration counted.
// RUN: rm -rf %t && mkdir %t && cp %s %t/sb.c
// RUN: not %wmc check --repair --model=tso --export-fixes=%t/fixes.yaml %t/sb.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/sb.c
// RUN: %wmc check --model=tso %t/sb.c 2>&1 | FileCheck %s --check-prefix=AFTER
// FIXED: {{^}}  __atomic_thread_fence(__ATOMIC_SEQ_CST); r0 = z;{{$}}
// FIXED: {{^}}  z = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// AFTER: Summary: model=TSO complete=6 erroneous=0 blocked=0 errors=0
