// The message of a use after free names the freed block like every other
// heap location in reports (docs/report.md: `heap#2(T0.1)+8`): the first
// block allocated by main is heap#1(T0). Exactly one execution (main only,
// no choice), erroneous.
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
  printf("%d\n", p[1]); // CHECK: error: invalid-access: invalid 4-byte access: access to freed memory (heap#1(T0)+4) at {{.*}}freed-block-name.c:[[@LINE]] (thread T0)
  return 0;
}

// CHECK: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
