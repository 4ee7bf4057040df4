// GPUMC section 4.2: in one block, T1 stores X = 1 then Y = 1 (both release,
// block scope); T2 reads Y with a plain load, then X (acquire, block scope).
// Exactly 4 consistent executions: every pair of values, including
// a == 1 && b == 1 (and a == 1 && b == 0: the plain read does not
// synchronise). The plain read of Y races with the store: with
// --wmc-keep-going the 2 executions where it is unordered with the store
// are erroneous (complete + erroneous = 4), one error is reported. Under SC,
// a == 1 && b == 0 is impossible (3 executions) and races are not checked.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=SRC11
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC
#include <stdio.h>
#include <wmc/gpu.h>

int X, Y, a, b;

static void kernel(void *arg) {
  (void)arg;
  if (wmc_thread_idx() == 0) {
    wmc_atomic_store(&X, 1, WMC_RELEASE, WMC_SCOPE_BLOCK);
    wmc_atomic_store(&Y, 1, WMC_RELEASE, WMC_SCOPE_BLOCK); // SRC11-DAG: T0.1(b0,t0)#2: store(rel.cta) Y = 1 @ {{.*}}sec4.2-plain-read.c:[[@LINE]]
  } else {
    a = Y; // SRC11-DAG: error: data-race: {{.*}} at {{.*}}sec4.2-plain-read.c:[[@LINE]] (thread T0.2(b0,t1))
    b = wmc_atomic_load(&X, WMC_ACQUIRE, WMC_SCOPE_BLOCK);
  }
}

int main(void) {
  wmc_gpu_launch(1, 2, kernel, 0);
  wmc_gpu_synchronize();
  printf("a=%d b=%d\n", a, b);
  return 0;
}

// SRC11-DAG: a=0 b=0
// SRC11-DAG: a=0 b=1
// SRC11-DAG: a=1 b=0
// SRC11-DAG: a=1 b=1
// SRC11: Summary: model=SRC11 complete=0 erroneous=4 blocked=0 errors=1
// SC-NOT: a=1 b=0
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
