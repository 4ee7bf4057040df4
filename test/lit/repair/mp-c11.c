// C11 message passing with a relaxed flag and plain data: under RC11 the
// data accesses race (the flag does not synchronise) and the assertion can
// fail. The repair strengthens the fewest orders: release on the flag's
// store, acquire on its load. RUN and CHECK lines at the end.
#include <pthread.h>
#include <stdatomic.h>
#include <wmc/wmc.h>

int data;
atomic_int flag;

void *producer(void *arg) {
  (void)arg;
  data = 42;
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}

void *consumer(void *arg) {
  (void)arg;
  if (atomic_load_explicit(&flag, memory_order_relaxed) == 1)
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
// CHECK: error: data-race: {{.*}}mp-c11.c:22
// CHECK: Repair: repaired (1 round, 2 edits)
// CHECK-NEXT: {{.*}}mp-c11.c:15:35: fix: strengthen-store: release on this store makes the flag synchronise, removing the data race on data
// CHECK-NEXT: {{^}}   15 |   atomic_store_explicit(&flag, 1, memory_order_relaxed);
// CHECK-NEXT: {{^}}      |                                   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                   memory_order_release{{$}}
// CHECK-NEXT: {{.*}}mp-c11.c:21:35: fix: strengthen-load: acquire on this load makes the flag synchronise, removing the data race on data
// CHECK-NEXT: {{^}}   21 |   if (atomic_load_explicit(&flag, memory_order_relaxed) == 1)
// CHECK-NEXT: {{^}}      |                                   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                   memory_order_acquire{{$}}
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.c
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/mp.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: %wmc check --model=rc11 %t/mp.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
