// A test that reports failure through its exit status has failed (issue 11
// item 1): a non-zero return from main, exit(), _Exit() or quick_exit() is
// an `exit-status` error naming the call (or the `return`) and the status.
// Each variant has exactly one execution (a single thread, no shared
// choices), so the counts are complete=0 erroneous=1 for a failure and
// complete=1 erroneous=0 otherwise.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.ret -DHOW=1 %wmc_rt
// RUN: not %t.ret | FileCheck %s --check-prefixes=FAIL,RET
// RUN: %t.ret --wmc-ignore-exit-status | FileCheck %s --check-prefix=OK
// RUN: not %t.ret --wmc-report=json | FileCheck %s --check-prefix=JSON
// RUN: %t.ret ok | FileCheck %s --check-prefix=OK
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.exit -DHOW=2 %wmc_rt
// RUN: not %t.exit | FileCheck %s --check-prefixes=FAIL,EXIT
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.uexit -DHOW=3 %wmc_rt
// RUN: not %t.uexit | FileCheck %s --check-prefixes=FAIL,UEXIT
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.qexit -DHOW=4 %wmc_rt
// RUN: not %t.qexit | FileCheck %s --check-prefixes=FAIL,QEXIT
// RUN: %wmc check %s -- -DHOW=1 -- ok | FileCheck %s --check-prefix=OK
// RUN: sh -c '%wmc check %s -- -DHOW=1; echo "exit status $?"' | FileCheck %s --check-prefixes=FAIL,RET,STATUS
// RUN: %wmc check --ignore-exit-status %s -- -DHOW=2 | FileCheck %s --check-prefix=OK
#include <stdlib.h>
#include <string.h>

int shared = 1;

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "ok") == 0)
    return 0;
#if HOW == 1
  if (shared == 1)
    return 4; // RET: error: exit-status: main returned 4 at {{.*}}exit-status.c:[[@LINE]] (thread T0)
#elif HOW == 2
  exit(5); // EXIT: error: exit-status: exit(5) was called at {{.*}}exit-status.c:[[@LINE]] (thread T0)
#elif HOW == 3
  _Exit(6); // UEXIT: error: exit-status: _Exit(6) was called at {{.*}}exit-status.c:[[@LINE]] (thread T0)
#elif HOW == 4
  quick_exit(7); // QEXIT: error: exit-status: quick_exit(7) was called at {{.*}}exit-status.c:[[@LINE]] (thread T0)
#endif
  return 0;
}

// FAIL: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
// STATUS: exit status 1
// OK-NOT: error:
// OK: Summary: model=SC complete=1 erroneous=0 blocked=0 errors=0
// JSON: "kind": "exit-status",
// JSON-NEXT: "line": 32,
// JSON-NEXT: "message": "main returned 4",
// JSON: "verdict": "error"
