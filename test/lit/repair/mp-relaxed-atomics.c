// C11 message passing where data and flag are both relaxed atomics: no data
// race, but under RC11 the consumer can see the flag and then the old data
// (an assertion failure SC does not show). The repair strengthens the
// fewest orders: release on the flag's store, acquire on its load (two
// edits; the data's accesses stay relaxed). RUN and CHECK lines at the end.
#include <pthread.h>
#include <stdatomic.h>
#include <wmc/wmc.h>

atomic_int data, flag;

void *producer(void *arg) {
  (void)arg;
  atomic_store_explicit(&data, 42, memory_order_relaxed);
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}

void *consumer(void *arg) {
  (void)arg;
  if (atomic_load_explicit(&flag, memory_order_relaxed) == 1)
    wmc_assert(atomic_load_explicit(&data, memory_order_relaxed) == 42);
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

// Before: the consumer reads flag 0 (one execution), or flag 1 and data 0
// or 42 (two): three, one of them failing.
// RUN: not %wmc check --repair --model=rc11 %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}mp-relaxed-atomics.c:22
// CHECK: Summary: model=RC11 complete=2 erroneous=1 blocked=0 errors=1
// CHECK: Repair: repaired (1 round, 2 edits)
// CHECK-NEXT: {{.*}}mp-relaxed-atomics.c:15:35: fix: strengthen-store: release on this store makes the flag synchronise, removing the weak behaviour behind: wmc_assert(atomic_load_explicit(&data, memory_order_relaxed) == 42) failed
// CHECK-NEXT: {{^}}   15 |   atomic_store_explicit(&flag, 1, memory_order_relaxed);
// CHECK-NEXT: {{^}}      |                                   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                   memory_order_release{{$}}
// CHECK-NEXT: {{.*}}mp-relaxed-atomics.c:21:35: fix: strengthen-load: acquire on this load makes the flag synchronise
// CHECK-NEXT: {{^}}   21 |   if (atomic_load_explicit(&flag, memory_order_relaxed) == 1)
// CHECK-NEXT: {{^}}      |                                   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                   memory_order_acquire{{$}}
// After: flag 0, or flag 1 and then (synchronised) data 42: two executions.
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: not %wmc check --repair --model=rc11 --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "repair": {
// JSON:        "fixes": [
// JSON-NEXT:     {
// JSON-NEXT:       "column": 35,
// JSON-NEXT:       "file": "{{.*}}mp-relaxed-atomics.c",
// JSON-NEXT:       "kind": "strengthen-store",
// JSON-NEXT:       "length": 20,
// JSON-NEXT:       "line": 15,
// JSON-NEXT:       "offset": 596,
//
// The round trip: the edited file checks clean without --repair.
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.c
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/mp.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/mp.c
// FIXED: {{^}}  atomic_store_explicit(&data, 42, memory_order_relaxed);{{$}}
// FIXED-NEXT: {{^}}  atomic_store_explicit(&flag, 1, memory_order_release);{{$}}
// FIXED: {{^}}  if (atomic_load_explicit(&flag, memory_order_acquire) == 1){{$}}
// FIXED-NEXT: {{^}}    wmc_assert(atomic_load_explicit(&data, memory_order_relaxed) == 42);{{$}}
// RUN: %wmc check --model=rc11 %t/mp.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
