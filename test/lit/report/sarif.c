// SARIF 2.1.0 report (issue 10 item 5): SB under TSO fails the assertion in
// main; the log validates against the published schema (bundled in
// Inputs/), has one rule per error kind, one result for the error at the
// assert with the focus event as a related location, a code flow with one
// thread flow per thread (main's pthread_t accesses left out as in the text
// witness) and the 4-step not-SC cycle. Under SC the log has no result.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=tso --wmc-report=sarif > %t.tso.sarif
// RUN: python3 %S/Inputs/check_sarif.py %t.tso.sarif | FileCheck %s
// RUN: %t --wmc-report=sarif > %t.sc.sarif
// RUN: python3 %S/Inputs/check_sarif.py %t.sc.sarif | FileCheck %s --check-prefix=SC
// The wmc driver passes the format through.
// RUN: not %wmc check --model=tso --report=sarif %s > %t.driver.sarif
// RUN: python3 %S/Inputs/check_sarif.py %t.driver.sarif | FileCheck %s
// RUN: not %wmc check --report=xml %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: invalid value 'xml' for --report (expected text, json or sarif)
//
// CHECK: valid SARIF 2.1.0
// CHECK-NEXT: rules: assertion-failure abort deadlock invalid-access uninitialized-read crash data-race heterogeneous-race barrier-divergence exit-status not-robust
// CHECK-NEXT: run: model=TSO verdict=error executions={{[0-9]+}} erroneous=1
// CHECK-NEXT: result: assertion-failure error at sarif.c:[[#ASSERT:]]
// CHECK-NEXT: message: assertion-failure: assertion `!(r1 == 0 && r2 == 0)' failed (thread T0)
// CHECK-NEXT: related: line [[#ASSERT]]: T0#{{[0-9]+}}: load(na) r{{[12]}} = 0  [reads T0.{{[12]}}#3]
// CHECK-NEXT: thread T0: #0 start | #1 create T0.1 | #3 create T0.2 | #6 join T0.1 | #8 join T0.2 | #9 load r1 = 0  [reads T0.1#3] | #10 load r2 = 0  [reads T0.2#3]
// CHECK-NEXT: thread T0.1: #0 start | #1 store x = 1 | #2 load y = 0  [reads the initial value]  -- T0.2's store y = 1 ({{.*}}sarif.c:[[#L2:]]) is not visible yet | #3 store r1 = 0 | #4 end
// CHECK-NEXT: thread T0.2: #0 start | #1 store y = 1 | #2 load x = 0  [reads the initial value]  -- T0.1's store x = 1 ({{.*}}sarif.c:[[#L1:]]) is not visible yet | #3 store r2 = 0 | #4 end
// CHECK-NEXT: flow message lines: 5
// SC: valid SARIF 2.1.0
// SC: run: model=SC verdict=verified executions=3 erroneous=0
// SC-NOT: result:
#include <assert.h>
#include <pthread.h>

int x, y, r1, r2;

void *t1(void *a) { x = 1; r1 = y; return 0; }
void *t2(void *a) { y = 1; r2 = x; return 0; }

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(r1 == 0 && r2 == 0));
  return 0;
}
