// Warp-synchronous reduction of pre-Volta CUDA samples (issue 11 item 9):
// the last 32 threads reduce through a `volatile` pointer to __shared__
// memory with no barrier, relying on the threads of a warp running in
// lock-step. Since Volta they do not (independent thread scheduling), so
// this is a real bug. Under src11, volatile accesses to block-shared memory
// are non-atomic (volatile keeps the PTX reading, relaxed at system scope,
// only on global memory): the unordered accesses are a data race, reported
// at once instead of exploring every interleaving of 32 threads.
//
// One block of 64 threads. Thread t0 runs first (lowest thread first): it
// reads s[1] at the last step (line of `v[tid] += v[tid + 1]`) before t1
// wrote s[1] at its first step (`v[tid] += v[tid + 32]`): the race between
// those two lines. (The racy version does not assert the sum: thread t0
// would see a wrong sum before t1 ran at all, and that assertion failure
// would be the first error reported.)
//
// -DSYNCED is the Volta-safe version: every step is separated by a block
// barrier outside the divergent `if`; each read then has exactly one write
// it may read (the previous step's, ordered by the barrier), so there is
// exactly 1 complete execution and the sum is 64.
//
// RUN: not %wmc check --grid=1 --block=64 %s | FileCheck %s --check-prefix=RACE
// RUN: %wmc check --grid=1 --block=64 %s -- -DSYNCED | FileCheck %s --check-prefix=SYNCED
// RACE: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before at {{.*}}warp-synchronous.cu:41 (thread T0.2(b0,t1))
// RACE-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load(na) s[1]@b0 = {{[0-9]+}}  [reads {{.*}}] @ {{.*}}warp-synchronous.cu:46
// RACE-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) s[1]@b0 = 2 @ {{.*}}warp-synchronous.cu:41
// SYNCED-NOT: error:
// SYNCED: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
#include <wmc/wmc.h>

__device__ int total;

__global__ void reduce() {
  __shared__ int s[64];
  unsigned tid = threadIdx.x;
  s[tid] = 1;
  __syncthreads();
#ifndef SYNCED
  if (tid < 32) {
    volatile int *v = s;
    v[tid] += v[tid + 32];
    v[tid] += v[tid + 16];
    v[tid] += v[tid + 8];
    v[tid] += v[tid + 4];
    v[tid] += v[tid + 2];
    v[tid] += v[tid + 1];
  }
#else
  for (unsigned stride = 32; stride > 0; stride /= 2) {
    int mine = 0;
    if (tid < stride)
      mine = s[tid] + s[tid + stride];
    __syncthreads();
    if (tid < stride)
      s[tid] = mine;
    __syncthreads();
  }
#endif
  if (tid == 0) {
    total = s[0];
#ifdef SYNCED
    wmc_assert(total == 64);
#endif
  }
}
