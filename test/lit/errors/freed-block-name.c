// The message of a use after free names the freed block like every other
// heap location in reports (docs/report.md): by its allocation site,
// `malloc@freed-block-name.c:14`, plus the offset. Exactly one execution
// (main only, no choice), erroneous.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

int *p;

int main(void) {
  p = malloc(2 * sizeof *p);
  p[1] = 1;
  free(p);
  printf("%d\n", p[1]); // CHECK: error: invalid-access: use after free: the read sees memory freed by T0 at {{.*}}freed-block-name.c:[[@LINE]] (thread T0)
  // CHECK-NEXT: T0#{{[0-9]+}}: load malloc@{{.*}}freed-block-name.c:14+4 = 0
  return 0;
}

// CHECK: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
