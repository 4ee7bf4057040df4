// GPUMC Fig. 1a: T1 stores X = 1 (release, block scope); T2 loads X
// (acquire, block scope) and, if it saw 1, reads X again with a plain load.
// In one block the release/acquire pair synchronises: no race, and b == 1
// whenever a == 1. In two blocks the block scopes do not include each other:
// a heterogeneous race on X, and the plain read races with the store.
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

int X, a, b;

static void kernel(void *arg) {
  (void)arg;
  if (wmc_block_idx() == 0 && wmc_thread_idx() == 0) {
    wmc_atomic_store(&X, 1, WMC_RELEASE, WMC_SCOPE_BLOCK); // DIFF-DAG: T0.1(b0,t0)#1: store(rel.cta) X = 1 @ {{.*}}fig1a-scoped-mp.c:[[@LINE]]
  } else {
    a = wmc_atomic_load(&X, WMC_ACQUIRE, WMC_SCOPE_BLOCK); // DIFF-DAG: error: heterogeneous-race: {{.*}} at {{.*}}fig1a-scoped-mp.c:[[@LINE]] (thread T0.2(b1,t0))
    if (a == 1)
      b = X; // DIFF-DAG: error: data-race: {{.*}} at {{.*}}fig1a-scoped-mp.c:[[@LINE]] (thread T0.2(b1,t0))
  }
}

int main(void) {
  // One block of two threads, or two blocks of one thread.
  wmc_gpu_launch(BLOCKS, 3 - BLOCKS, kernel, 0);
  wmc_gpu_synchronize();
  printf("a=%d b=%d\n", a, b);
  return 0;
}

// SAME-NOT: a=1 b=0
// SAME-NOT: error:
// SAME: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
// DIFF: Summary: model=SRC11 complete=0 erroneous=2 blocked=0 errors=2
