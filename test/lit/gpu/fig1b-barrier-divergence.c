// GPUMC Fig. 1b: in one block, even threads reach one barrier and odd
// threads another: barrier divergence, under every model. The report names
// the user's lines (wmc_barrier is an inline function of <wmc/gpu.h>).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t --wmc-model=src11 | FileCheck %s -DM=SRC11
// RUN: not %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: not %t --wmc-model=sc --wmc-keep-going | FileCheck %s -DM=SC
#include <wmc/gpu.h>

int data[4];

static void kernel(void *arg) {
  (void)arg;
  unsigned t = wmc_thread_idx();
  data[t] = 1;
  if (t % 2 == 0)
    wmc_barrier(); // CHECK-DAG: T0.1(b0,t0)#2: barrier @ {{.*}}fig1b-barrier-divergence.c:[[@LINE]]
  else
    wmc_barrier(); // CHECK-DAG: T0.2(b0,t1)#2: barrier @ {{.*}}fig1b-barrier-divergence.c:[[@LINE]]
}

int main(void) {
  wmc_gpu_launch(1, 4, kernel, 0);
  wmc_gpu_synchronize();
  return 0;
}

// CHECK-DAG: error: barrier-divergence: the threads of a block reach different barriers (T0.1(b0,t0) and T0.2(b0,t1))
// CHECK: Summary: model=[[M]] complete=0 erroneous=1 blocked=0 errors=1
