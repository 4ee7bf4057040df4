// --wmc-keep-going under RC11 with a racy program: a plain `data` published
// through a relaxed flag (no synchronisation).
//   T0.1: data = 42; ready.store(1, relaxed)
//   T0.2: if (ready.load(relaxed)) s = data;
// 3 executions: ready read as 0 (data not read: complete), or as 1 with the
// read of data seeing 42 or the initial 0 (nothing orders it after the
// write). Both of the latter race, always detected at the load of data (its
// write is in the porf-prefix of the flag store it follows), so the race is
// one error seen in 2 executions: complete=1 erroneous=2 errors=1.
// Keep-going continues racy executions to the end (main prints them).
// Without --wmc-keep-going the check stops at the first (racy) execution.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=rc11 --wmc-keep-going > %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ONCE < %t.out
// RUN: grep "error:" %t.out | count 1
// RUN: not %t --wmc-model=rc11 | FileCheck %s --check-prefix=FIRST
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

int data;
atomic_int ready;
int s = -1;

static void *reader(void *arg) {
  if (atomic_load_explicit(&ready, memory_order_relaxed))
    // CHECK: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before at {{.*}}keep-going.c:[[#LOAD:@LINE+2]] (thread T0.2)
    // FIRST: error: data-race: {{.*}} at {{.*}}keep-going.c:[[#@LINE+1]] (thread T0.2)
    s = data;
  return 0;
}

static void *writer(void *arg) {
  data = 42; // CHECK-NEXT: T0.1#1: store(na) data = 42 @ {{.*}}keep-going.c:[[#@LINE]]
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return 0;
}
// CHECK-NEXT: T0.2#2: load(na) data = 42 [reads T0.1#1] @ {{.*}}keep-going.c:[[#LOAD]]
// CHECK-NEXT: (seen in 2 executions)
// CHECK: Summary: model=RC11 complete=1 erroneous=2 blocked=0 errors=1
// CHECK-NOT: note:
//
// Each execution runs to the end: all three outcomes are printed once.
// ONCE-DAG: s=-1
// ONCE-DAG: s=42
// ONCE-DAG: s=0
// ONCE: error: data-race
//
// FIRST-NOT: error:
// FIRST: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
// FIRST-NEXT: note: stopped at the first error; use --wmc-keep-going to explore everything

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("s=%d\n", s);
  return 0;
}
