// Warp-level primitives with Volta's independent thread scheduling
// (docs/cuda.md, "Warps"). RUN and CHECK lines at the end.
#include <cuda_runtime.h>

__device__ int sums[2];

// Each warp of 32 threads sums 1..32 with shuffles: 5 rounds of
// __shfl_down_sync, after which lane 0 holds 528. The shuffles touch no
// memory, so nothing is left to choose: 1 execution.
__global__ void shuffleSum() {
  unsigned lane = threadIdx.x % 32;
  int v = (int)lane + 1;
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (lane == 0)
    sums[threadIdx.x / 32] = v;
}

// The same sum through shared memory. With a __syncwarp after every round,
// each read of s[lane + offset] has one write it may read (the previous
// round's, ordered by the __syncwarp): 1 execution. Without it (-DMISSING),
// thread 0 runs first and reads s[1] in the last round (line 31) before
// thread 1 adds into it in the first (line 32): a data race.
__global__ void sharedSum() {
  __shared__ int s[32];
  unsigned lane = threadIdx.x;
  s[lane] = (int)lane + 1;
  __syncwarp();
  for (unsigned offset = 16; offset > 0; offset /= 2) {
    if (lane < offset) {
      int other = s[lane + offset];
      s[lane] += other;
    }
#ifndef MISSING
    __syncwarp();
#endif
  }
  if (lane == 0)
    sums[0] = s[0];
}

__device__ int x;
__device__ int seen;

// Lane 0 writes x, lane 1 reads it after a collective of both. __syncwarp
// orders the two: 1 execution, seen == 1. A shuffle exchanges values but
// orders no memory (-DSHUFFLE): the read races with the write.
__global__ void order() {
  unsigned lane = threadIdx.x;
  if (lane == 0)
    x = 1;
#ifdef SHUFFLE
  (void)__shfl_sync(0x3u, (int)lane, 0);
#else
  __syncwarp(0x3u);
#endif
  if (lane == 1)
    seen = x;
}

// Votes over 40 threads: warp 0 has 32 lanes, warp 1 the 8 that exist.
__global__ void votes() {
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  unsigned lanes = warp == 0 ? 0xffffffffu : 0xffu;
  wmc_assert(__activemask() == lanes);
  wmc_assert(__ballot_sync(0xffffffffu, lane % 2) == (0xaaaaaaaau & lanes));
  wmc_assert(__any_sync(0xffffffffu, lane == 3) == 1);
  wmc_assert(__all_sync(0xffffffffu, lane < 32) == 1);
  wmc_assert(__all_sync(0xffffffffu, lane < 4) == 0);
  wmc_assert(__match_any_sync(0xffffffffu, lane / 4) == (0xfu << (lane / 4 * 4)));
  int pred = -1;
  wmc_assert(__match_all_sync(0xffffffffu, warp, &pred) == lanes && pred == 1);
  wmc_assert(__reduce_add_sync(0xffffffffu, lane) == (warp == 0 ? 496u : 28u));
  wmc_assert(__reduce_max_sync(0xffffffffu, -(int)lane) == 0);
  // A segment of 8 lanes: lane 9 reads lane 8 + 2.
  wmc_assert(__shfl_sync(0xffffffffu, (int)lane, 2, 8) == (int)(lane / 8 * 8 + 2));
  wmc_assert(__shfl_xor_sync(0xffffffffu, (double)lane, 1) == (double)(lane ^ 1));
  wmc_assert(__shfl_up_sync(0xffffffffu, (long long)lane, 1) == (lane == 0 ? 0 : lane - 1));
}

// Two lanes at different call sites of the same shuffle: they match (Volta).
// -DOTHER_OP: lane 1 calls another shuffle, which never matches lane 0's.
__global__ void sites(int *out) {
  unsigned lane = threadIdx.x;
  int v;
  if (lane == 0)
    v = __shfl_sync(0x3u, 10, 1);
  else
#ifdef OTHER_OP
    v = __shfl_xor_sync(0x3u, 11, 1);
#else
    v = __shfl_sync(0x3u, 11, 0);
#endif
  out[lane] = v;
}

// Lanes 16..31 of the full mask never reach the shuffle.
__global__ void partial(int *out) {
  unsigned lane = threadIdx.x;
  int v = (int)lane;
  if (lane < 16)
    v = __shfl_down_sync(0xffffffffu, v, 1);
  out[lane] = v;
}

// Lane 1 calls a shuffle whose mask names lane 0 only.
__global__ void notInMask(int *out) { out[threadIdx.x] = __shfl_sync(0x1u, 5, 0); }

int main() {
  int *out;
  cudaMallocManaged(&out, 32 * sizeof(int));
#if defined(SHARED)
  sharedSum<<<1, 32>>>();
  cudaDeviceSynchronize();
  int total = 0;
  cudaMemcpyFromSymbol(&total, sums, sizeof total);
  wmc_assert(total == 528);
#elif defined(ORDER)
  order<<<1, 2>>>();
  cudaDeviceSynchronize();
  int r = 0;
  cudaMemcpyFromSymbol(&r, seen, sizeof r);
  wmc_assert(r == 1);
#elif defined(VOTES)
  votes<<<1, 40>>>();
#elif defined(SITES)
  sites<<<1, 2>>>(out);
  cudaDeviceSynchronize();
  wmc_assert(out[0] == 11 && out[1] == 10);
#elif defined(PARTIAL)
  partial<<<1, 32>>>(out);
#elif defined(NOT_IN_MASK)
  notInMask<<<1, 2>>>(out);
#else
  shuffleSum<<<1, 64>>>();
  cudaDeviceSynchronize();
  int both[2];
  cudaMemcpyFromSymbol(both, sums, sizeof both);
  wmc_assert(both[0] == 528 && both[1] == 528);
#endif
  return 0;
}

// Every passing variant has exactly 1 execution (see the kernels).
// RUN: %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DSHARED | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DORDER | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DVOTES | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DSITES | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// RUN: not %wmc check %s -- -DSHARED -DMISSING | FileCheck %s --check-prefix=MISSING
// MISSING: error: data-race: {{.*}} at {{.*}}warp.cu:32 (thread T0.2(b0,t1))
// MISSING-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load(na) s[1]@b0 = {{[0-9]+}}  [reads {{.*}}] @ {{.*}}warp.cu:31
// MISSING-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) s[1]@b0 = {{[0-9]+}} @ {{.*}}warp.cu:32
//
// RUN: not %wmc check %s -- -DORDER -DSHUFFLE | FileCheck %s --check-prefix=SHUFFLE
// SHUFFLE: error: data-race: {{.*}} at {{.*}}warp.cu:58 (thread T0.2(b0,t1))
// SHUFFLE-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) x = 1 @ {{.*}}warp.cu:51
// SHUFFLE-NEXT: T0.2(b0,t1)#{{[0-9]+}}: load(na) x = {{[01]}}  [reads {{.*}}] @ {{.*}}warp.cu:58
//
// RUN: not %wmc check %s -- -DSITES -DOTHER_OP | FileCheck %s --check-prefix=OTHER
// OTHER: error: barrier-divergence: T0.1(b0,t0) waits at a warp collective that other threads of its mask never reach (1 of 2 arrived)
//
// RUN: not %wmc check %s -- -DPARTIAL | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: error: barrier-divergence: T0.1(b0,t0) waits at a warp collective that other threads of its mask never reach (16 of 32 arrived)
//
// RUN: not %wmc check %s -- -DNOT_IN_MASK | FileCheck %s --check-prefix=MASK
// MASK: error: barrier-divergence: T0.2(b0,t1) calls __shfl_sync with mask 0x00000001, which does not name its own lane 1 at {{.*}}warp.cu:107 (thread T0.2(b0,t1))
