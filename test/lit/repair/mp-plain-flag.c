// Message passing through a plain (volatile) flag that the consumer spins on,
// and plain data: under RC11 both race. No flag has an order to strengthen,
// so the repair makes a variable atomic: the one edit "flag atomic" with
// release/acquire removes both races (data need not change). The edit is
// one token in the declaration. RUN and CHECK lines at the end.
#include <pthread.h>
#include <wmc/wmc.h>

int data;
volatile int flag;

void *producer(void *arg) {
  (void)arg;
  data = 42;
  flag = 1;
  return 0;
}

void *consumer(void *arg) {
  (void)arg;
  while (flag == 0)
    ;
  wmc_assert(data == 42);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// RUN: not %wmc check --repair --model=rc11 %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}mp-plain-flag.c:21
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}mp-plain-flag.c:10:10: fix: make-atomic: every access of flag atomic (release/acquire suffices) removes the data race on flag; data race on data
// CHECK-NEXT: {{^}}   10 | volatile int flag;
// CHECK-NEXT: {{^}}      |          ^{{$}}
// CHECK-NEXT: {{^}}      |          _Atomic {{$}}
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: not %wmc check --repair --model=rc11 --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "repair": {
// JSON-NEXT:   "after": {
// JSON-NEXT:     "errors": 0,
// JSON-NEXT:     "executions": 2
// JSON-NEXT:   },
// JSON-NEXT:   "fixes": [
// JSON-NEXT:     {
// JSON-NEXT:       "column": 10,
// JSON-NEXT:       "file": "{{.*}}mp-plain-flag.c",
// JSON-NEXT:       "kind": "make-atomic",
// JSON-NEXT:       "length": 0,
// JSON-NEXT:       "line": 10,
// JSON-NEXT:       "offset": 431,
// JSON-NEXT:       "reason": "every access of flag atomic (release/acquire suffices) removes the data race on flag; data race on data; weak behaviour behind: wmc_assert(data == 42) failed",
// JSON-NEXT:       "replacement": "_Atomic "
// JSON-NEXT:     }
// JSON-NEXT:   ],
// JSON-NEXT:   "rounds": 1,
// JSON-NEXT:   "status": "repaired"
// JSON-NEXT: },
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.c
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/mp.c > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// YAML:      {{^ *}}Offset: 431
// YAML-NEXT: Length: 0
// YAML-NEXT: ReplacementText: "_Atomic "
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=EDITED < %t/mp.c
// EDITED: {{^}}int data;{{$}}
// EDITED-NEXT: {{^}}volatile _Atomic int flag;{{$}}
// The edited copy: the consumer's flag load reads the producer's 1
// (complete) or the initial 0, which the producer (run first) had already
// overwritten when the load was added: that run is stopped at a stale
// await, not counted as blocked. (The repair's re-exploration above, with
// --keep-going, stops no run: its 2 executions are 1 complete, 1 blocked.)
// RUN: %wmc check --model=rc11 %t/mp.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=RC11 complete=1 erroneous=0 blocked=0 errors=0
// AFTER-NEXT: note: 1 run stopped at an await that failed on an overwritten value
