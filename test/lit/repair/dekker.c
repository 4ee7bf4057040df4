// Dekker's mutual exclusion with plain flag/turn, 2 threads entering once:
// wrong under TSO (a thread's `flag[me] = 1` can still be buffered when it
// reads the other's flag). The repair inserts one full fence after the
// entry store and re-explores to show that suffices for this test. RUN and
// CHECK lines at the end.
#include <assert.h>
#include <pthread.h>

int flag[2];
int turn;
int in_cs;

static void *worker(void *arg) {
  int me = (int)(long)arg, other = 1 - me;
  flag[me] = 1;
  while (flag[other]) {
    if (turn != me) {
      flag[me] = 0;
      while (turn != me) {
      }
      flag[me] = 1;
    }
  }
  int c = __atomic_fetch_add(&in_cs, 1, __ATOMIC_SEQ_CST);
  assert(c == 0);
  __atomic_fetch_sub(&in_cs, 1, __ATOMIC_SEQ_CST);
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

// RUN: not %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}dekker.c:25
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}dekker.c:15:16: fix: insert-fence: a full fence after this store forbids the store-buffer reordering behind: assertion `c == 0' failed
// CHECK-NEXT: {{^}}   15 |   flag[me] = 1;
// CHECK-NEXT: {{^}}      |                ^{{$}}
// CHECK-NEXT: {{^}}      |                 __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// CHECK-NEXT: re-explored: {{[0-9]+}} executions, no error
//
// RUN: not %wmc check --repair --model=tso --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "fixes": [
// JSON-NEXT:   {
// JSON-NEXT:     "column": 16,
// JSON-NEXT:     "file": "{{.*}}dekker.c",
// JSON-NEXT:     "kind": "insert-fence",
// JSON-NEXT:     "length": 0,
// JSON-NEXT:     "line": 15,
// JSON-NEXT:     "offset": 495,
// JSON-NEXT:     "reason": "a full fence after this store forbids the store-buffer reordering behind: assertion `c == 0' failed",
// JSON-NEXT:     "replacement": " __atomic_thread_fence(__ATOMIC_SEQ_CST);"
// JSON-NEXT:   }
// JSON-NEXT: ],
//
// The round trip: the fence in the file, and TSO shows no error (exit 0).
// Only the first `flag[me] = 1` is fenced: the back-off path's stores
// (lines 18 and 21) still precede loads, which this test (two threads,
// entering once) does not need fenced; the exploration above and the one
// below show it.
// RUN: rm -rf %t && mkdir %t && cp %s %t/dekker.c
// RUN: not %wmc check --repair --model=tso --export-fixes=%t/fixes.yaml %t/dekker.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/dekker.c
// FIXED:      {{^}}  flag[me] = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// FIXED-NEXT: {{^}}  while (flag[other]) {{{$}}
// FIXED:      {{^}}      flag[me] = 1;{{$}}
// RUN: %wmc check --model=tso %t/dekker.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=TSO complete={{[0-9]+}} erroneous=0 blocked={{[0-9]+}} errors=0
