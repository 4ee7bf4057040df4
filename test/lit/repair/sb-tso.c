// Store buffering (SB) with an assertion that SC keeps: under TSO each
// thread's store can still be buffered when it loads, so both loads may
// read 0. The repair inserts the fewest fences that forbid the non-SC
// cycle: one after each thread's store (two threads, two functions, two
// edits). RUN and CHECK lines at the end.
#include <pthread.h>
#include <wmc/wmc.h>

int x, y, r1, r2;

void *t1(void *arg) {
  (void)arg;
  x = 1;
  r1 = y;
  return 0;
}

void *t2(void *arg) {
  (void)arg;
  y = 1;
  r2 = x;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(r1 == 1 || r2 == 1);
  return 0;
}

// RUN: not %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}sb-tso.c:31
// CHECK: Repair: repaired (1 round, 2 edits)
// CHECK-NEXT: {{.*}}sb-tso.c:13:9: fix: insert-fence: a full fence after this store forbids the store-buffer reordering behind: wmc_assert(r1 == 1 || r2 == 1) failed
// CHECK-NEXT: {{^}}   13 |   x = 1;
// CHECK-NEXT: {{^}}      |         ^{{$}}
// CHECK-NEXT: {{^}}      |          __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// CHECK-NEXT: {{.*}}sb-tso.c:20:9: fix: insert-fence:
// CHECK-NEXT: {{^}}   20 |   y = 1;
// CHECK: re-explored: 3 executions, no error
//
// RUN: not %wmc check --repair --model=tso --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "fixes": [
// JSON-NEXT:   {
// JSON-NEXT:     "column": 9,
// JSON-NEXT:     "file": "{{.*}}sb-tso.c",
// JSON-NEXT:     "kind": "insert-fence",
// JSON-NEXT:     "length": 0,
// JSON-NEXT:     "line": 13,
// JSON-NEXT:     "offset": 437,
// JSON-NEXT:     "reason": "a full fence after this store forbids the store-buffer reordering behind: wmc_assert(r1 == 1 || r2 == 1) failed",
// JSON-NEXT:     "replacement": " __atomic_thread_fence(__ATOMIC_SEQ_CST);"
// JSON-NEXT:   },
// JSON-NEXT:   {
// JSON-NEXT:     "column": 9,
// JSON-NEXT:     "file": "{{.*}}sb-tso.c",
// JSON-NEXT:     "kind": "insert-fence",
// JSON-NEXT:     "length": 0,
// JSON-NEXT:     "line": 20,
//
// The round trip: with the fences inserted, TSO shows no error.
// RUN: rm -rf %t && mkdir %t && cp %s %t/sb.c
// RUN: not %wmc check --repair --model=tso --export-fixes=%t/fixes.yaml %t/sb.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/sb.c
// RUN: %wmc check --model=tso %t/sb.c 2>&1 | FileCheck %s --check-prefix=AFTER
// FIXED: {{^}}  x = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// FIXED: {{^}}  y = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// AFTER: Summary: model=TSO complete=3 erroneous=0 blocked=0 errors=0
