// A relaxed fetch_add in the middle of a chain: it reads the flag `first`
// published x with, and publishes y to `last` itself. It must both acquire
// and release: its one order argument becomes memory_order_acq_rel (the
// store's release and the load's acquire of the same token merged).
#include <pthread.h>
#include <stdatomic.h>
#include <wmc/wmc.h>

int x, y;
atomic_int flag;

void *first(void *arg) {
  (void)arg;
  x = 1;
  atomic_store_explicit(&flag, 1, memory_order_relaxed);
  return 0;
}

void *middle(void *arg) {
  (void)arg;
  y = 1;
  if (atomic_fetch_add_explicit(&flag, 1, memory_order_relaxed) == 1)
    wmc_assert(x == 1);
  return 0;
}

void *last(void *arg) {
  (void)arg;
  if (atomic_load_explicit(&flag, memory_order_relaxed) == 2)
    wmc_assert(y == 1);
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, middle, 0);
  pthread_create(&c, 0, last, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}

// RUN: not %wmc check --repair --model=rc11 %s 2>/dev/null | FileCheck %s
// CHECK: Repair: repaired (1 round, 3 edits)
// CHECK-NEXT: {{.*}}rmw-acq-rel.c:15:35: fix: strengthen-store: release on this store makes the flag synchronise, removing the data race on x; weak behaviour behind: wmc_assert(x == 1) failed
// CHECK-NEXT: {{^}}   15 |   atomic_store_explicit(&flag, 1, memory_order_relaxed);
// CHECK-NEXT: {{^}}      |                                   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                   memory_order_release{{$}}
// CHECK-NEXT: {{.*}}rmw-acq-rel.c:22:43: fix: strengthen-rmw: release on this store makes the flag synchronise, removing the data race on y; weak behaviour behind: wmc_assert(y == 1) failed; acquire on this load makes the flag synchronise, removing the data race on x; weak behaviour behind: wmc_assert(x == 1) failed
// CHECK-NEXT: {{^}}   22 |   if (atomic_fetch_add_explicit(&flag, 1, memory_order_relaxed) == 1)
// CHECK-NEXT: {{^}}      |                                           ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                           memory_order_acq_rel{{$}}
// CHECK-NEXT: {{.*}}rmw-acq-rel.c:29:35: fix: strengthen-load: acquire on this load makes the flag synchronise, removing the data race on y; weak behaviour behind: wmc_assert(y == 1) failed
// CHECK-NEXT: {{^}}   29 |   if (atomic_load_explicit(&flag, memory_order_relaxed) == 2)
// CHECK-NEXT: {{^}}      |                                   ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                                   memory_order_acquire{{$}}
// CHECK-NEXT: re-explored: 6 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/rmw.c
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/rmw.c > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=EDITED < %t/rmw.c
// EDITED: atomic_store_explicit(&flag, 1, memory_order_release);
// EDITED: atomic_fetch_add_explicit(&flag, 1, memory_order_acq_rel) == 1
// EDITED: atomic_load_explicit(&flag, memory_order_acquire) == 2
// RUN: %wmc check --model=rc11 %t/rmw.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=RC11 complete=6 erroneous=0 blocked=0 errors=0
