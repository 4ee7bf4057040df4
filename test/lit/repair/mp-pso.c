// Message passing with plain accesses: correct under TSO (stores leave in
// order), wrong under PSO (the flag's store may become visible before the
// data's). One store-store fence after the data store repairs it. RUN and
// CHECK lines at the end.
#include <pthread.h>
#include <wmc/wmc.h>

int data, flag;

void *producer(void *arg) {
  (void)arg;
  data = 42;
  flag = 1;
  return 0;
}

void *consumer(void *arg) {
  (void)arg;
  if (flag == 1)
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

// RUN: %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s --check-prefix=TSO
// TSO: Repair: not-needed{{$}}
//
// RUN: not %wmc check --repair --model=pso %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}mp-pso.c:20
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}mp-pso.c:12:13: fix: insert-fence: a store-store fence after this store forbids the store-buffer reordering behind: wmc_assert(data == 42) failed
// CHECK-NEXT: {{^}}   12 |   data = 42;
// CHECK-NEXT: {{^}}      |             ^{{$}}
// CHECK-NEXT: {{^}}      |              __atomic_thread_fence(__ATOMIC_RELEASE);{{$}}
// CHECK-NEXT: re-explored: 2 executions, no error
//
// The round trip: the store-store fence after `data = 42;`, and PSO shows
// no error. Two executions: the consumer reads flag 0, or flag 1 and then
// (the fence orders the stores) data 42.
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.c
// RUN: not %wmc check --repair --model=pso --export-fixes=%t/fixes.yaml %t/mp.c > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// YAML:      {{^ *}}Offset: 365
// YAML-NEXT: {{^ *}}Length: 0
// YAML-NEXT: {{^ *}}ReplacementText: " __atomic_thread_fence(__ATOMIC_RELEASE);"
// YAML-NOT:  Offset:
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/mp.c
// FIXED: {{^}}  data = 42; __atomic_thread_fence(__ATOMIC_RELEASE);{{$}}
// FIXED-NEXT: {{^}}  flag = 1;{{$}}
// RUN: %wmc check --model=pso %t/mp.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=PSO complete=2 erroneous=0 blocked=0 errors=0
