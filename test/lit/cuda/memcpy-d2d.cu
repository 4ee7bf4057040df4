// A device-to-device cudaMemcpy is not synchronous with respect to the host
// (CUDA runtime API, "API synchronization behavior"): it goes on the legacy
// default stream, after the kernels before it, and the host goes on at once
// (docs/cuda.md, "Streams"). RUN and CHECK lines at the end.
#include <cuda_runtime.h>

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main() {
  int *d, *m;
#ifdef MANAGED_SOURCE
  cudaMallocManaged(&d, 2 * sizeof(int));
  d[0] = d[1] = 0;
#else
  cudaMalloc(&d, 2 * sizeof(int));
#endif
  cudaMallocManaged(&m, 2 * sizeof(int));
  m[0] = m[1] = 0;
  int h[2] = {0, 0};
#ifdef NOT_DEVICE
  cudaMemcpy(m, h, sizeof h, cudaMemcpyDeviceToDevice); // h is host memory
#endif
  fill<<<1, 2>>>(d, 1);
#ifdef DEFAULT_KIND
  cudaMemcpy(m, d, 2 * sizeof(int), cudaMemcpyDefault);
#else
  cudaMemcpy(m, d, 2 * sizeof(int), cudaMemcpyDeviceToDevice);
#endif
#if defined(SYNC)
  cudaDeviceSynchronize();
  wmc_assert(m[0] == 1 && m[1] == 1);
#elif defined(TO_HOST)
  cudaMemcpy(h, m, sizeof h, cudaMemcpyDeviceToHost); // waits for the default stream
  wmc_assert(h[0] == 1 && h[1] == 1);
#elif defined(MANAGED_SOURCE)
  h[0] = d[1]; // races with fill's write, which the copy follows
#else
  h[0] = m[0]; // races with the copy's write
#endif
  cudaFree(d);
  cudaFree(m);
  return 0;
}

// Ordered variants: fill's GPU threads T0.1 and T0.2 write d[0] and d[1];
// the copy's stream thread T0.3(stream0) joins both, reads d[0..1] and
// writes m[0..1] after the host's zeros (it is created after them); the
// host joins it (cudaDeviceSynchronize, or the DtoH copy's wait for the
// legacy default stream) before reading. Every read has exactly one write
// it may read, so 1 execution each.
// RUN: %wmc check %s -- -DSYNC | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DTO_HOST | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// Without a synchronisation the host's read of m[0] races with the copy's
// write (a false pass when cudaMemcpy waited for it). Every execution has
// both accesses, so the first one explored is erroneous and the check stops.
// cudaMemcpyDefault of two device pointers is the same copy.
// RUN: not %wmc check %s | FileCheck %s --check-prefixes=RACE,D2D
// RUN: not %wmc check %s -- -DDEFAULT_KIND | FileCheck %s --check-prefixes=RACE,DEF
// RACE: error: data-race: {{.*}}
// RACE-DAG: T0#{{[0-9]+}}: load(na) malloc@{{.*}}memcpy-d2d.cu:17 {{.*}}@ {{.*}}memcpy-d2d.cu:38
// D2D-DAG: T0.3(stream0)#{{[0-9]+}}: store(na) malloc@{{.*}}memcpy-d2d.cu:17 = 1 @ {{.*}}memcpy-d2d.cu:27
// DEF-DAG: T0.3(stream0)#{{[0-9]+}}: store(na) malloc@{{.*}}memcpy-d2d.cu:17 = 1 @ {{.*}}memcpy-d2d.cu:25
// RACE: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
//
// Nor does the host wait for the kernels before the copy: reading what fill
// wrote races with fill.
// RUN: not %wmc check %s -- -DMANAGED_SOURCE | FileCheck %s --check-prefix=KERNEL
// KERNEL: error: data-race: {{.*}}
// KERNEL-DAG: T0#{{[0-9]+}}: load(na) malloc@{{.*}}memcpy-d2d.cu:12+4 {{.*}}@ {{.*}}memcpy-d2d.cu:36
// KERNEL-DAG: T0.2(b0,t1)#{{[0-9]+}}: store(na) malloc@{{.*}}memcpy-d2d.cu:12+4 = 1 @ {{.*}}memcpy-d2d.cu:7
// KERNEL: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
//
// A device-to-device copy of host memory is undefined in CUDA: wmc stops
// with status 2 at the call rather than copy a stack buffer later.
// RUN: sh -c '%wmc check %s -- -DNOT_DEVICE 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BAD
// BAD: memcpy-d2d.cu:21{{.*}}cudaMemcpy(..., cudaMemcpyDeviceToDevice): the source is not memory from cudaMalloc or cudaMallocManaged
// BAD: exit status 2
