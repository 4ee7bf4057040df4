// Unsupported CUDA stops `wmc check` with a message naming it, exit 2 (RUN lines at the end).
#ifdef COOPERATIVE_GROUPS
#include <cooperative_groups.h>
__device__ int shuffled(int v) { return cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block()).shfl_down(v, 1); }
#endif

__global__ void k(int *p) {
#ifdef SHUFFLE
  p[0] = __shfl_sync(0xffffffffu, p[1], 0);
#endif
#ifdef DYNAMIC_SHARED
  extern __shared__ int dynamic[];
  dynamic[threadIdx.x] = p[0];
#endif
  p[threadIdx.x] = 1;
}

#define LAUNCH(kernel, threads, arg) kernel<<<1, threads>>>(arg)

int main() {
  int *p;
  cudaMalloc(&p, 4 * sizeof(int));
#ifdef STREAM
  cudaStream_t stream;
  cudaStreamCreate(&stream);
#endif
#ifdef UNKNOWN_API
  cudaFrobnicate(p);
#endif
#ifdef MACRO_LAUNCH
  LAUNCH(k, 2, p);
#else
  k<<<1, 2>>>(p);
#endif
  cudaFree(p);
  return 0;
}

// RUN: %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: sh -c '%wmc check %s -- -DSTREAM 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=STREAM
// RUN: sh -c '%wmc check %s -- -DSHUFFLE 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=SHUFFLE
// RUN: sh -c '%wmc check %s -- -DUNKNOWN_API 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=UNKNOWN
// RUN: sh -c '%wmc check %s -- -DDYNAMIC_SHARED 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=DYNAMIC
// RUN: sh -c '%wmc check %s -- -DMACRO_LAUNCH 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MACRO
// RUN: sh -c '%wmc check %s -- -DCOOPERATIVE_GROUPS 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=GROUPS
//
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// STREAM: unsupported.cu:25:3: error: 'cudaStreamCreate' is unavailable: not supported by wmc yet: streams
// STREAM: wmc: compilation of {{.*}}unsupported.cu failed
// STREAM-NOT: Summary
// STREAM: exit status 2
//
// SHUFFLE: unsupported.cu:9:10: error: '__shfl_sync' is unavailable: not supported by wmc yet: warp-level primitives
// SHUFFLE: wmc: compilation of {{.*}}unsupported.cu failed
// SHUFFLE: exit status 2
//
// UNKNOWN: unsupported.cu:28:3: error: use of undeclared identifier 'cudaFrobnicate'
// UNKNOWN: wmc: compilation of {{.*}}unsupported.cu failed
// UNKNOWN: exit status 2
//
// DYNAMIC: unsupported.cu:12:25: error: dynamic shared memory ('extern __shared__') is not supported by wmc yet; give the __shared__ array a fixed size
// DYNAMIC: wmc: compilation of {{.*}}unsupported.cu failed
// DYNAMIC: exit status 2
//
// MACRO: unsupported.cu:31:3: error: a kernel launch written inside a macro is not supported by wmc; write the <<<...>>> launch in the source
// MACRO: wmc: compilation of {{.*}}unsupported.cu failed
// MACRO: exit status 2
//
// GROUPS: error: 'shfl_down<int>' is unavailable: not supported by wmc yet: warp shuffles of tiles
// GROUPS: wmc: compilation of {{.*}}unsupported.cu failed
// GROUPS: exit status 2
