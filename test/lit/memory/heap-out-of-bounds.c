// A write one element past the end of a malloc'd block is an invalid access
// naming the block and the offset. Blocks are followed by a red zone, so the
// write does not land in the next block (before, p[4] was q[0]: no error,
// and a race on q[0] with another thread would have been reported instead).
// One execution (main only, no choice), erroneous; the check stops there.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t; echo "exit status $?"' | FileCheck %s
#include <stdlib.h>
#include <wmc/wmc.h>

int *volatile p, *volatile q;

int main(void) {
  p = malloc(4 * sizeof(int));
  q = malloc(4 * sizeof(int));
  q[0] = 1;
  p[4] = 7; // CHECK: error: invalid-access: invalid 4-byte access: out of bounds of malloc@{{.*}}heap-out-of-bounds.c:15 (16 bytes) at offset 16 at {{.*}}heap-out-of-bounds.c:[[@LINE]] (thread T0)
  wmc_assert(q[0] == 1);
  return 0;
}

// CHECK: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
// CHECK: exit status 1
