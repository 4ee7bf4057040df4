// Unsupported CUDA stops `wmc check` with a message naming it, exit 2 (RUN lines at the end).
#define SHARED_FROM_MACRO extern __shared__
#ifdef COOPERATIVE_GROUPS
#include <cooperative_groups.h>
__device__ void gridSync() { cooperative_groups::this_grid(); }
#endif

__global__ void k(int *p) {
#ifdef SHUFFLE
  p[0] = __shfl(p[1], 0);
#endif
#ifdef DYNAMIC_SHARED
  SHARED_FROM_MACRO int dynamic[];
  dynamic[threadIdx.x] = p[0];
#endif
  p[threadIdx.x] = 1;
}

#include "Inputs/launch.cuh"

int main() {
  int *p;
  cudaMalloc(&p, 4 * sizeof(int));
#ifdef QUERY
  (void)0;
  cudaStreamQuery(0);
#endif
#ifdef UNKNOWN_API
  cudaFrobnicate(p);
#endif
#ifdef MACRO_LAUNCH
  HEADER_LAUNCH(k, p);
#else
  k<<<1, 2>>>(p);
#endif
  cudaFree(p);
  return 0;
}

// RUN: %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: sh -c '%wmc check %s -- -DQUERY 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=QUERY
// RUN: sh -c '%wmc check %s -- -DSHUFFLE 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=SHUFFLE
// RUN: sh -c '%wmc check %s -- -DUNKNOWN_API 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=UNKNOWN
// RUN: sh -c '%wmc check %s -- -DDYNAMIC_SHARED 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=DYNAMIC
// RUN: sh -c '%wmc check %s -- -DMACRO_LAUNCH 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MACRO
// RUN: sh -c '%wmc check %s -- -DCOOPERATIVE_GROUPS 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=GROUPS
//
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// QUERY: unsupported.cu:26:3: error: 'cudaStreamQuery' is unavailable: not supported by wmc yet: stream and event queries
// QUERY: wmc: compilation of {{.*}}unsupported.cu failed
// QUERY-NOT: Summary
// QUERY: exit status 2
//
// SHUFFLE: unsupported.cu:10:10: error: '__shfl' is unavailable: not supported by wmc yet: warp primitives without _sync (use __shfl_sync)
// SHUFFLE: wmc: compilation of {{.*}}unsupported.cu failed
// SHUFFLE: exit status 2
//
// UNKNOWN: unsupported.cu:29:3: error: use of undeclared identifier 'cudaFrobnicate'
// UNKNOWN: wmc: compilation of {{.*}}unsupported.cu failed
// UNKNOWN: exit status 2
//
// DYNAMIC: unsupported.cu:13:3: error: an 'extern __shared__' declaration whose __shared__ comes from a macro is not supported by wmc; write __shared__ in the declaration
// DYNAMIC: wmc: compilation of {{.*}}unsupported.cu failed
// DYNAMIC: exit status 2
//
// MACRO: unsupported.cu:32:3: error: a kernel launch written inside a macro defined in an included file is not supported by wmc; define the macro in the checked .cu file
// MACRO: wmc: compilation of {{.*}}unsupported.cu failed
// MACRO: exit status 2
//
// GROUPS: error: 'this_grid' is unavailable: not supported by wmc yet: grid groups
// GROUPS: wmc: compilation of {{.*}}unsupported.cu failed
// GROUPS: exit status 2
