// The text report of SB under TSO: the error line, the witness with the
// stale-read notes, the "not sequentially consistent" explanation (a cycle
// of two store-buffer steps and two fr steps), the summary and the
// stopped-early note. The functions are defined in output order (main's
// error first, then T0.1, then T0.2) so the checks can sit on the lines
// they name.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=tso | FileCheck %s
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC
// SC-NOT: error
// SC-NOT: not sequentially consistent
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <pthread.h>

int x, y, r1, r2;
void *t1(void *a);
void *t2(void *a);

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(r1 == 0 && r2 == 0)); // CHECK: error: assertion-failure: assertion `!(r1 == 0 && r2 == 0)' failed at [[FILE:.*text-sb.c]]:[[@LINE]] (thread T0)
  // CHECK-NEXT: T0#{{[0-9]+}}: load r{{[12]}} = 0  [reads T0.{{[12]}}#{{[0-9]+}}] @ [[FILE]]:[[#@LINE-1]]
  // CHECK-NEXT: witness execution under TSO:
  // CHECK-NEXT: T0:
  // CHECK: load r1 = 0  [reads T0.1#3]
  // CHECK-NEXT: load r2 = 0  [reads T0.2#3]
  return 0;
}

void *t1(void *a) {
  // CHECK: T0.1:
  // CHECK-NEXT: #0 start
  x = 1;  // CHECK-NEXT: #1 [[FILE]]:[[#L1:@LINE]] store x = 1
  r1 = y; // CHECK-NEXT: #2 [[FILE]]:[[#@LINE]] load y = 0  [reads the initial value]  -- T0.2's store y = 1 ([[FILE]]:[[#L2:L1+10]]) is not visible yet
  // CHECK-NEXT: #3 [[FILE]]:[[#@LINE-1]] store r1 = 0
  // CHECK-NEXT: #4 end
  return 0;
}

void *t2(void *a) {
  // CHECK-NEXT: T0.2:
  // CHECK-NEXT: #0 start
  y = 1;  // CHECK-NEXT: #1 [[FILE]]:[[#@LINE]] store y = 1
  r2 = x; // CHECK-NEXT: #2 [[FILE]]:[[#@LINE]] load x = 0  [reads the initial value]  -- T0.1's store x = 1 ([[FILE]]:[[#L1]]) is not visible yet
  // CHECK-NEXT: #3 [[FILE]]:[[#@LINE-1]] store r2 = 0
  // CHECK-NEXT: #4 end
  return 0;
}

// The main thread's pthread_t stores and loads touch locations no other
// thread accesses: they are hidden.
// CHECK-NEXT: (4 later or unrelated events not shown; --wmc-full-trace shows them)
// CHECK-NEXT: not sequentially consistent (a cycle in po, rf, co and fr):
// CHECK-DAG: - T0.1's store x = 1 ([[FILE]]:[[#L1]]) comes before T0.1's load y ([[FILE]]:[[#L1+1]]) in program order, but was still in the store buffer when the load executed
// CHECK-DAG: - T0.2's store y = 1 ([[FILE]]:[[#L2]]) comes before T0.2's load x ([[FILE]]:[[#L2+1]]) in program order, but was still in the store buffer when the load executed
// CHECK-DAG: - T0.1's load y ([[FILE]]:[[#L1+1]]) reads a value that T0.2's store y = 1 ([[FILE]]:[[#L2]]) overwrites
// CHECK-DAG: - T0.2's load x ([[FILE]]:[[#L2+1]]) reads a value that T0.1's store x = 1 ([[FILE]]:[[#L1]]) overwrites
// CHECK-NOT: - {{.*}}
// CHECK: Summary: model=TSO complete={{[0-9]+}} erroneous=1 blocked=0 errors=1
// CHECK-NEXT: note: stopped at the first error; use --wmc-keep-going to explore everything
