// Dekker's entry with the announcement in an unbraced if body and the check
// of the other thread on the right of &&: under TSO both threads can enter.
// The fence must follow the announcing store, inside the if (the load it
// must precede is evaluated conditionally, so no statement can go right
// before it): each edit wraps the body in braces, so the fence runs exactly
// when the store does, as the exploration ran it. RUN/CHECK lines at the end.
#include <pthread.h>
#include <wmc/wmc.h>

int x, y, in0, in1;

void *t0(void *arg) {
  long enabled = (long)arg;
  if (enabled)
    x = 1;
  if (enabled && y == 0)
    in0 = 1;
  return 0;
}

void *t1(void *arg) {
  long enabled = (long)arg;
  if (enabled)
    y = 1;
  if (enabled && x == 0)
    in1 = 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t0, (void *)1);
  pthread_create(&b, 0, t1, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(!(in0 && in1));
  return 0;
}

// RUN: not %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}fence-unbraced-if.c:36
// CHECK: Repair: repaired (1 round, 4 edits)
// CHECK-NEXT: {{.*}}fence-unbraced-if.c:15:5: fix: add-braces:
// CHECK-NEXT: {{^}}   15 |     x = 1;
// CHECK-NEXT: {{^}}      |     ^{{$}}
// CHECK-NEXT: {{^}}      |     {{[{]}} {{$}}
// CHECK-NEXT: {{.*}}fence-unbraced-if.c:15:11: fix: insert-fence: a full fence after this store forbids the store-buffer reordering behind: wmc_assert(!(in0 && in1)) failed
// CHECK-NEXT: {{^}}   15 |     x = 1;
// CHECK-NEXT: {{^}}      |           ^{{$}}
// CHECK-NEXT: {{^}}      |            __atomic_thread_fence(__ATOMIC_SEQ_CST); }{{$}}
// CHECK-NEXT: {{.*}}fence-unbraced-if.c:24:5: fix: add-braces:
// CHECK-NEXT: {{^}}   24 |     y = 1;
// CHECK: {{.*}}fence-unbraced-if.c:24:11: fix: insert-fence:
// CHECK: re-explored: 3 executions, no error
//
// The JSON gives the four edits with their byte offsets in this file.
// RUN: not %wmc check --repair --model=tso --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "fixes": [
// JSON-NEXT:   {
// JSON-NEXT:     "column": 5,
// JSON-NEXT:     "file": "{{.*}}fence-unbraced-if.c",
// JSON-NEXT:     "kind": "add-braces",
// JSON-NEXT:     "length": 0,
// JSON-NEXT:     "line": 15,
// JSON-NEXT:     "offset": [[OPEN:[0-9]+]],
// JSON:            "replacement": "{ "
// JSON:            "column": 11,
// JSON:            "kind": "insert-fence",
// JSON:            "replacement": " __atomic_thread_fence(__ATOMIC_SEQ_CST); }"
//
// The round trip: each thread stores its flag, then reads the other's, in
// SC: of the four pairs of values read, all but both 0 (3 executions), as
// the repair's re-exploration counted.
// RUN: rm -rf %t && mkdir %t && cp %s %t/dekker.c
// RUN: not %wmc check --repair --model=tso --export-fixes=%t/fixes.yaml %t/dekker.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/dekker.c
// RUN: %wmc check --model=tso %t/dekker.c 2>&1 | FileCheck %s --check-prefix=AFTER
// FIXED: {{^}}  if (enabled){{$}}
// FIXED-NEXT: {{^}}    { x = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST); }{{$}}
// FIXED: {{^}}    { y = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST); }{{$}}
// AFTER: Summary: model=TSO complete=3 erroneous=0 blocked=0 errors=0
