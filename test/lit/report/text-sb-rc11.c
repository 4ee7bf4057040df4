// The "not sequentially consistent" explanation of SB under RC11, in C11's
// terms: RC11 has no store buffers, so the program-order steps from a store
// to a later load are relaxed because no happens-before edge carries the
// store to the other thread (relaxed atomics: no race, no synchronisation).
// Of the 4 executions (each load reads 0 or 1), the one where both read 0
// fails the assertion; it is the only one whose cycle the explanation shows.
// With --wmc-keep-going all 4 are explored: complete=3 erroneous=1.
// Under TSO the same program speaks of store buffers (text-sb.c).
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=rc11 --wmc-keep-going | FileCheck %s
// RUN: not %t --wmc-model=src11 --wmc-keep-going | FileCheck %s
// RUN: not %t --wmc-model=tso | FileCheck %s --check-prefix=TSO
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x, y;
int r1, r2;

void *t1(void *a) {
  atomic_store_explicit(&x, 1, memory_order_relaxed);
  r1 = atomic_load_explicit(&y, memory_order_relaxed);
  return 0;
}

void *t2(void *a) {
  atomic_store_explicit(&y, 1, memory_order_relaxed);
  r2 = atomic_load_explicit(&x, memory_order_relaxed);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(r1 == 0 && r2 == 0));
  return 0;
}

// CHECK: error: assertion-failure: assertion `!(r1 == 0 && r2 == 0)' failed at [[FILE:.*text-sb-rc11.c]]:38 (thread T0)
// CHECK: not sequentially consistent (a cycle in po, rf, co and fr):
// CHECK-DAG: - T0.1's store x = 1 ([[FILE]]:21) comes before T0.1's load y ([[FILE]]:22) in program order, but that orders them only within the thread: no happens-before edge carries the store to the other threads before the load, and the SC order covers only seq_cst accesses and fences
// CHECK-DAG: - T0.2's store y = 1 ([[FILE]]:27) comes before T0.2's load x ([[FILE]]:28) in program order, but that orders them only within the thread: no happens-before edge carries the store to the other threads before the load, and the SC order covers only seq_cst accesses and fences
// CHECK-DAG: - T0.1's load y ([[FILE]]:22) reads a value that T0.2's store y = 1 ([[FILE]]:27) overwrites
// CHECK-DAG: - T0.2's load x ([[FILE]]:28) reads a value that T0.1's store x = 1 ([[FILE]]:21) overwrites
// CHECK-NOT: store buffer
// CHECK: Summary: model={{S?}}RC11 complete=3 erroneous=1 blocked=0 errors=1
//
// TSO: - T0.1's store x = 1 ([[FILE:.*text-sb-rc11.c]]:21) comes before T0.1's load y ([[FILE]]:22) in program order, but was still in the store buffer when the load executed
