#include <pthread.h>
int x, y, r, s;
void *t1(void *a) { x = 1; y = 1; return 0; }
void *t2(void *a) { r = y; s = x; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
// MP is robust against TSO (exit 0, the 3 SC executions, as many as
// exhaustive TSO explores) and not against PSO, where the store to x waits
// while the store to y goes first.
//
// RUN: %wmc check --check=robustness --model=tso %s 2>&1 | FileCheck %s --check-prefix=TSO
// TSO-NOT: error:
// TSO: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// TSO-NEXT: robust against TSO: no TSO execution is outside SC
// RUN: %wmc check --check=robustness --model=tso --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON: "robustness": {
// JSON-NEXT: "against": "TSO",
// JSON-NEXT: "robust": true
//
// RUN: not %wmc check --check=robustness --model=pso %s 2>&1 | FileCheck %s --check-prefix=PSO
// PSO: error: not-robust: not SC under PSO: the store (first event) can wait in its store buffer while the later store (second) takes effect first; then the load (third event) reads 0 instead, which no SC execution allows at {{.*}}mp.c:3 (thread T0.1)
// PSO-NEXT: T0.1#1: store x = 1 @ {{.*}}mp.c:3
// PSO-NEXT: T0.1#2: store y = 1 @ {{.*}}mp.c:3
// PSO-NEXT: T0.2#3: load x = 1  [reads T0.1#1] @ {{.*}}mp.c:4
// PSO: not robust against PSO
//
// The same on a built binary: --wmc-check=robustness.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -w %s -o %t %wmc_rt
// RUN: %t --wmc-check=robustness --wmc-model=tso | FileCheck %s --check-prefix=TSO
// RUN: not %t --wmc-check=robustness --wmc-model=pso | FileCheck %s --check-prefix=BINPSO
// BINPSO: error: not-robust: not SC under PSO
// RUN: not %t --wmc-check=robustness 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: --wmc-check=robustness needs --wmc-model=tso or --wmc-model=pso (got 'sc')
