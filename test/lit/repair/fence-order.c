// C11 publication through fences to two consumers, each through its own
// relaxed flag: the producer's fence has the wrong direction (acquire), so
// neither flag synchronises and the data races. Making each flag's store
// release is two edits; making the fence release (acq_rel, it keeps its
// acquire) is one. RUN and CHECK lines at the end.
#include <pthread.h>
#include <stdatomic.h>
#include <wmc/wmc.h>

int data;
atomic_int flag1, flag2;

void *producer(void *arg) {
  (void)arg;
  data = 42;
  atomic_thread_fence(memory_order_acquire); // meant: release
  atomic_store_explicit(&flag1, 1, memory_order_relaxed);
  atomic_store_explicit(&flag2, 1, memory_order_relaxed);
  return 0;
}

void *consumer(void *arg) {
  atomic_int *flag = arg;
  if (atomic_load_explicit(flag, memory_order_relaxed) == 1) {
    atomic_thread_fence(memory_order_acquire);
    wmc_assert(data == 42);
  }
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, &flag1);
  pthread_create(&c, 0, consumer, &flag2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}

// RUN: not %wmc check --repair --model=rc11 %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}fence-order.c:26
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}fence-order.c:16:23: fix: strengthen-fence: release on this fence makes the flag synchronise, removing the data race on data
// CHECK-NEXT: {{^}}   16 |   atomic_thread_fence(memory_order_acquire); // meant: release
// CHECK-NEXT: {{^}}      |                       ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                       memory_order_acq_rel{{$}}
// CHECK-NEXT: re-explored: {{[0-9]+}} executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/fence.c
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/fence.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=EDITED < %t/fence.c
// EDITED: {{^}}  atomic_thread_fence(memory_order_acq_rel); // meant: release
// RUN: %wmc check --model=rc11 %t/fence.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: erroneous=0 blocked=0 errors=0
