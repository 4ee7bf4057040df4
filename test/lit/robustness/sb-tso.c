#include <pthread.h>
int x, y, r, s;
void *t1(void *a) { x = 1; r = y; return 0; }
void *t2(void *a) { y = 1; s = x; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
// wmc check --check=robustness: SB explored under SC only and monitored for
// TSO and PSO. The report names the store that waits in the store buffer,
// the load that overtakes it, and the load whose value only the weak model
// gives; the witness is the SC execution the monitor was on.
//
// RUN: not %wmc check --check=robustness --model=tso %s 2>&1 | FileCheck %s -DM=TSO
// RUN: not %wmc check --check=robustness --model=pso %s 2>&1 | FileCheck %s -DM=PSO
// CHECK: error: not-robust: not SC under [[M]]: the store (first event) can wait in its store buffer while the later load (second) takes effect first; then the load (third event) reads 0 instead, which no SC execution allows at {{.*}}sb-tso.c:3 (thread T0.1)
// CHECK-NEXT: T0.1#1: store x = 1 @ {{.*}}sb-tso.c:3
// CHECK-NEXT: T0.1#2: load y = 0  [reads the initial value] @ {{.*}}sb-tso.c:3
// CHECK-NEXT: T0.2#2: load x = 1  [reads T0.1#1] @ {{.*}}sb-tso.c:4
// CHECK-NEXT: witness execution under SC:
// CHECK: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
// CHECK-NEXT: not robust against [[M]]
//
// With --keep-going: the one non-SC graph of SB, reported once; the monitor
// explores SB's 3 SC executions (one of them is where it fired).
// RUN: not %wmc check --check=robustness --model=tso --keep-going %s 2>&1 | FileCheck %s --check-prefix=ALL
// ALL-COUNT-1: error: not-robust
// ALL-NOT: error:
// ALL: Summary: model=SC complete=2 erroneous=1 blocked=0 errors=1
// ALL-NEXT: not robust against TSO
//
// The JSON report: the robustness verdict and the error kind.
// RUN: not %wmc check --check=robustness --model=tso --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON: "kind": "not-robust"
// JSON: "robustness": {
// JSON-NEXT: "against": "TSO",
// JSON-NEXT: "robust": false
//
// Bad input: the monitor is for TSO and PSO only (exit status 2).
// RUN: not %wmc check --check=robustness --model=sc %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %wmc check --check=robustness --model=sc %s; test $? -eq 2
// RUN: %wmc check --check=sometimes --model=tso %s; test $? -eq 2
// BAD: wmc: --check=robustness needs --model=tso or --model=pso
