// A memcpy into a local whose address escaped: later loads of the local are
// events and must see the copied bytes (the copy is recorded as stores).
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=1 erroneous=0 blocked=0 errors=0
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wmc/wmc.h>
int main(void) {
  int result = 0;
  int *p = malloc(4);
  *p = 10;
  if ((uintptr_t)&result % 4 == 0) // keeps &result escaping
    memcpy(&result, p, 4);
  wmc_assert(result == 10);
  free(p);
  return 0;
}
