// The JSON report (--wmc-report=json) of SB: stdout holds only the JSON
// object; Inputs/check_sb_json.py checks its keys and exact values.
// Expected (EXPECTED.md A): SC has 3 executions and no error; TSO and PSO
// have 4, of which exactly one (r1 == r2 == 0, both stores still buffered)
// fails the assert in main: executions=3 erroneous=1 blocked=0, one error
// of kind assertion-failure at the assert, whose witness has T0.1's
// `store x = 1` and stale `load y = 0` (reads INIT, note naming T0.2's
// store), the symmetric T0.2 events, and main's loads r1 = r2 = 0.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-report=json --wmc-keep-going > %t.sc.json
// RUN: python3 %S/Inputs/check_sb_json.py %t.sc.json %s SC | FileCheck %s --check-prefix=SC
// RUN: not %t --wmc-model=tso --wmc-keep-going --wmc-report=json > %t.tso.json
// RUN: python3 %S/Inputs/check_sb_json.py %t.tso.json %s TSO | FileCheck %s --check-prefix=TSO
// RUN: not %t --wmc-model=pso --wmc-keep-going --wmc-report=json > %t.pso.json
// RUN: python3 %S/Inputs/check_sb_json.py %t.pso.json %s PSO | FileCheck %s --check-prefix=PSO
// Without --wmc-keep-going the report says it is not exhaustive.
// RUN: not %t --wmc-model=tso --wmc-report=json | python3 -c 'import json,sys; r = json.load(sys.stdin); assert r["exhaustive"] is False and len(r["errors"]) == 1 and r["erroneous"] == 1, r'
// SC: ok SC
// TSO: ok TSO
// PSO: ok PSO
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
