// GPUMC Fig. 2 (SMP): T1 stores X = 1 (relaxed) then Y = 1 (release); T2
// loads Y (acquire) and, if it saw 1, loads X (relaxed); all block scope.
// In one block, a == 1 && b == 0 is forbidden. In two blocks the scopes do
// not include each other: a == 1 && b == 0 is allowed, and the Y accesses
// (and the X accesses) race heterogeneously.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.same %wmc_rt
// RUN: %t.same --wmc-model=src11 | FileCheck %s --check-prefix=SAME -DM=SRC11
// RUN: %t.same --wmc-model=sc | FileCheck %s --check-prefix=SAME -DM=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DBLOCKS=2 %s -o %t.diff %wmc_rt
// RUN: not %t.diff --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=DIFF
// RUN: %t.diff --wmc-model=sc | FileCheck %s --check-prefix=SAME -DM=SC
#include <stdio.h>
#include <wmc/gpu.h>

#ifndef BLOCKS
#define BLOCKS 1
#endif

int X, Y, a, b;

static void kernel(void *arg) {
  (void)arg;
  if (wmc_block_idx() == 0 && wmc_thread_idx() == 0) {
    wmc_atomic_store(&X, 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
    wmc_atomic_store(&Y, 1, WMC_RELEASE, WMC_SCOPE_BLOCK);
  } else {
    a = wmc_atomic_load(&Y, WMC_ACQUIRE, WMC_SCOPE_BLOCK); // DIFF-DAG: error: heterogeneous-race: {{.*}} at {{.*}}fig2-smp.c:[[@LINE]]
    if (a == 1)
      b = wmc_atomic_load(&X, WMC_RELAXED, WMC_SCOPE_BLOCK); // DIFF-DAG: error: heterogeneous-race: {{.*}} at {{.*}}fig2-smp.c:[[@LINE]]
  }
}

int main(void) {
  wmc_gpu_launch(BLOCKS, 3 - BLOCKS, kernel, 0);
  wmc_gpu_synchronize();
  printf("a=%d b=%d\n", a, b);
  return 0;
}

// SAME-NOT: a=1 b=0
// SAME: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
// DIFF-DAG: a=1 b=0
// DIFF: Summary: model=SRC11 complete=0 erroneous=3 blocked=0 errors=2
