// cudaMemset of memory from cudaMalloc is asynchronous with respect to the
// host (CUDA runtime API, "API synchronization behavior"): the fill goes on
// the legacy default stream, which a non-blocking stream does not wait for.
// On managed or pinned host memory it is synchronous (docs/cuda.md,
// "Streams"). RUN and CHECK lines at the end.
#include <cuda_runtime.h>

__global__ void load(const int *d, int *out) { *out = *d; }

int main() {
#ifndef HOST_FILLS
  int *d, *out;
  int zero = 0;
  cudaMalloc(&d, sizeof(int));
  cudaMemcpy(d, &zero, sizeof zero, cudaMemcpyHostToDevice); // the host writes d
  cudaMallocManaged(&out, sizeof(int));
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaMemset(d, 1, sizeof(int)); // one int store of 0x01010101
#ifdef SYNC
  cudaDeviceSynchronize();
#endif
  load<<<1, 1, 0, s>>>(d, out);
  cudaStreamSynchronize(s);
  wmc_assert(*out == 0x01010101);
  cudaStreamDestroy(s);
  cudaFree(d);
  cudaFree(out);
#else
  // One memset each: a synchronous one after an asynchronous fill would
  // wait for it and hide it.
  int *m;
#if defined(MANAGED)
  cudaMallocManaged(&m, sizeof(int));
#elif defined(PINNED)
  cudaMallocHost(&m, sizeof(int));
#else
  int h[1];
  m = h;
#endif
  cudaMemset(m, 1, sizeof(int));
  wmc_assert(*m == 0x01010101);
#if defined(MANAGED)
  cudaFree(m);
#elif defined(PINNED)
  cudaFreeHost(m);
#endif
#endif
  return 0;
}

// Without a synchronisation the kernel's read of d (on the non-blocking
// stream) races with the fill's write on the legacy default stream (a false
// pass when cudaMemset waited and filled on the host). d holds the host's
// zero first, so the read is never of uninitialised memory; every execution
// has both accesses unordered, so the first one explored is erroneous and
// the check stops.
// RUN: not %wmc check %s | FileCheck %s --check-prefix=RACE
// RACE: error: data-race: {{.*}}
// RACE-DAG: T0.{{[0-9]+}}(stream0)#{{[0-9]+}}: store(na) malloc@{{.*}}memset-async.cu:14 = 16843009 @ {{.*}}memset-async.cu:19
// RACE-DAG: T0.{{[0-9]+}}(stream{{[1-9]}}).1(b0,t0)#{{[0-9]+}}: load(na) malloc@{{.*}}memset-async.cu:14 {{.*}}@ {{.*}}memset-async.cu:8
// RACE: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
//
// cudaDeviceSynchronize joins the fill's stream thread before the launch:
// the host's zero is before the fill (the stream thread is created after
// it), the fill before the kernel's read, so the read has exactly one write
// it may read (the fill's), as has the host's read of out (the kernel's,
// joined by cudaStreamSynchronize): 1 execution.
// RUN: %wmc check %s -- -DSYNC | FileCheck %s --check-prefix=OK
//
// Managed and pinned host memory (and, as before, a stack buffer) are
// filled by the host before cudaMemset returns: the read right after it has
// one write to read and races with nothing, so 1 execution. An
// asynchronous fill would race with the read (or the read would see the
// memory before the fill and fail the assertion).
// RUN: %wmc check %s -- -DHOST_FILLS -DMANAGED | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DHOST_FILLS -DPINNED | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DHOST_FILLS -DSTACK | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
