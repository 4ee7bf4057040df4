// A spin lock whose exchange and unlocking store are relaxed: the counter
// updates in the critical section race. The repair strengthens the
// read-modify-write (acquire on the exchange) and the unlock (release).
// The exchange loop writes, so it is bounded (--unroll). RUN/CHECK at the end.
#include <pthread.h>
#include <stdatomic.h>
#include <wmc/wmc.h>

atomic_int lock;
int counter;

void *worker(void *arg) {
  (void)arg;
  while (atomic_exchange_explicit(&lock, 1, memory_order_relaxed))
    ;
  counter = counter + 1;
  atomic_store_explicit(&lock, 0, memory_order_relaxed);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(counter == 2);
  return 0;
}

// RUN: not %wmc check --repair --model=rc11 --unroll=2 %s 2>/dev/null | FileCheck %s
// CHECK: Repair: repaired (1 round, 2 edits)
// CHECK-NEXT: {{.*}}spinlock-relaxed.c:14:45: fix: strengthen-load: acquire on this load makes the flag synchronise, removing the data race on counter
// CHECK-NEXT: {{^}}   14 |   while (atomic_exchange_explicit(&lock, 1, memory_order_relaxed))
// CHECK-NEXT: {{^}}      |                                             ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                             memory_order_acquire{{$}}
// CHECK-NEXT: {{.*}}spinlock-relaxed.c:17:35: fix: strengthen-store: release on this store makes the flag synchronise, removing the data race on counter
// CHECK-NEXT: {{^}}   17 |   atomic_store_explicit(&lock, 0, memory_order_relaxed);
// CHECK-NEXT: {{^}}      |                                   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                   memory_order_release{{$}}
// CHECK-NEXT: re-explored: 6 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/spin.c
// RUN: not %wmc check --repair --model=rc11 --unroll=2 --export-fixes=%t/fixes.yaml %t/spin.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: %wmc check --model=rc11 --unroll=2 %t/spin.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: errors=0
