// Bad runtime options: the test binary prints a message naming the option
// and exits with status 2 before exploring anything (no summary).
// `sh -c '...; echo "exit status $?"'` makes the exact status checkable.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t --wmc-foo 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=UNKNOWN
// RUN: sh -c '%t --wmc-model=foo 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MODEL
// RUN: sh -c '%t --wmc-model=TSO 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MODEL-CASE
// RUN: sh -c '%t --wmc-model 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=NOVALUE
// RUN: sh -c '%t --wmc-max-events=x 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=EVENTS
// RUN: sh -c '%t --wmc-unroll=-1 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=UNROLL
// RUN: sh -c '%t --wmc-report=xml 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=REPORT
// RUN: sh -c 'WMC_MODEL=bogus %t 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=ENV
// RUN: sh -c '%t --wmc-help; echo "exit status $?"' | FileCheck %s --check-prefix=HELP
// A valid option still works, and arguments that are not --wmc-* reach main.
// RUN: %t --wmc-model=tso extra-arg | FileCheck %s --check-prefix=VALID
//
// UNKNOWN: wmc: unknown option '--wmc-foo'
// UNKNOWN-NOT: Summary
// UNKNOWN: exit status 2
// MODEL: wmc: invalid value 'foo' for --wmc-model
// MODEL-NOT: Summary
// MODEL: exit status 2
// MODEL-CASE: wmc: invalid value 'TSO' for --wmc-model
// MODEL-CASE: exit status 2
// NOVALUE: wmc: option '--wmc-model' needs a value
// NOVALUE: exit status 2
// EVENTS: wmc: invalid value 'x' for --wmc-max-events
// EVENTS-NOT: Summary
// EVENTS: exit status 2
// UNROLL: wmc: invalid value '-1' for --wmc-unroll
// UNROLL: exit status 2
// REPORT: wmc: invalid value 'xml' for --wmc-report
// REPORT: exit status 2
// ENV: wmc: invalid value 'bogus' for WMC_MODEL
// ENV-NOT: Summary
// ENV: exit status 2
// HELP: --wmc-model=V
// HELP: --wmc-timeout=V
// HELP: exit status 0
// VALID: argc=2 argv[1]=extra-arg
// VALID: Summary: model=TSO complete=1 erroneous=0 blocked=0 errors=0
#include <stdio.h>

int main(int argc, char **argv) {
  printf("argc=%d argv[1]=%s\n", argc, argc > 1 ? argv[1] : "-");
  return 0;
}
