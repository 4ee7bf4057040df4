// A block-shared (CUDA __shared__) array exchanged through a barrier: each
// thread writes its slot, waits at the barrier, then reads its neighbour's
// slot. The barrier orders the accesses: no race, and one execution. Each
// block has its own instance of the array (tile@b0, tile@b1). Without the
// barrier (-DNO_BARRIER) the neighbour's slot may not be written yet: a
// data race, reported as such (t0 reads tile[1] before t1 writes it; that
// read sees no write, but the race is its cause, so no uninitialized-read).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=src11 | FileCheck %s -DM=SRC11
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DNO_BARRIER %s -o %t.nb %wmc_rt
// RUN: not %t.nb --wmc-model=src11 | FileCheck %s --check-prefix=NB
#include <stdio.h>
#include <wmc/gpu.h>

#define shared static __attribute__((annotate("wmc_block_shared")))

int out[4];

static void kernel(void *arg) {
  (void)arg;
  shared int tile[2];
  unsigned t = wmc_thread_idx(), blk = wmc_block_idx();
  tile[t] = (int)(10 * blk + t); // NB: error: data-race: {{.*}} at {{.*}}barrier-shared.c:[[@LINE]] (thread T0.2(b0,t1))
#ifndef NO_BARRIER
  wmc_barrier();
#endif
  out[2 * blk + t] = tile[1 - t]; // NB-NEXT: T0.1(b0,t0)#2: load(na) tile[1]@b0 = 0  [reads the initial value] @ {{.*}}barrier-shared.c:[[@LINE]]
}

int main(void) {
  wmc_gpu_launch(2, 2, kernel, 0);
  wmc_gpu_synchronize();
  printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}

// CHECK: 1 0 11 10
// CHECK: Summary: model=[[M]] complete=1 erroneous=0 blocked=0 errors=0
// NB-NOT: uninitialized-read
// NB: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
