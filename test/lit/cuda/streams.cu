// CUDA streams (docs/cuda.md, "Streams"). RUN and CHECK lines at the end.
// Each operation on a stream runs on a stream thread T0.N(streamS) that
// first joins what it must follow; a kernel's GPU threads are its children.
#include <cuda_runtime.h>

__global__ void write(int *p, int v) { *p = v; }
__global__ void check(const int *p, int v) { wmc_assert(*p == v); }

int main() {
  int *p, *q;
  cudaMallocManaged(&p, sizeof(int));
  cudaMallocManaged(&q, sizeof(int));
  *p = 0;
  *q = 0;
  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
#ifdef NON_BLOCKING
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
#else
  cudaStreamCreate(&s2);
#endif

#if defined(TWO_STREAMS)
  // Kernels on two streams run concurrently: their writes race.
  write<<<1, 1, 0, s1>>>(p, 1);
  write<<<1, 1, 0, s2>>>(p, 2);
#elif defined(ONE_STREAM)
  // Launches on one stream are ordered: check sees write's value.
  write<<<1, 1, 0, s1>>>(p, 1);
  check<<<1, 1, 0, s1>>>(p, 1);
  write<<<1, 1, 0, s2>>>(q, 2); // meanwhile on s2, another location
#elif defined(LEGACY)
  // The legacy default stream waits for s1's kernel, and s2's kernel waits
  // for the default stream's.
  write<<<1, 1, 0, s1>>>(p, 1);
  check<<<1, 1>>>(p, 1);
  write<<<1, 1>>>(q, 3);
  check<<<1, 1, 0, s2>>>(q, 3);
#elif defined(NON_BLOCKING)
  // A non-blocking stream does not wait for the legacy default stream.
  write<<<1, 1>>>(p, 1);
  check<<<1, 1, 0, s2>>>(p, 1);
#elif defined(ASYNC_COPY)
  // The copy runs on s1 after write; the host reads after synchronizing s1.
  int host = 0;
  write<<<1, 1, 0, s1>>>(p, 7);
  cudaMemcpyAsync(&host, p, sizeof host, cudaMemcpyDeviceToHost, s1);
#ifndef NO_SYNC
  cudaStreamSynchronize(s1);
  wmc_assert(host == 7);
#else
  *q = host; // races with the copy into host
#endif
#elif defined(EVENTS)
  // s2's check waits for s1's write through an event; the host waits for
  // the event before reading.
  cudaEvent_t done;
  cudaEventCreate(&done);
  write<<<1, 1, 0, s1>>>(p, 5);
  cudaEventRecord(done, s1);
#ifndef NO_WAIT
  cudaStreamWaitEvent(s2, done, 0);
#endif
  check<<<1, 1, 0, s2>>>(p, 5);
  cudaEventSynchronize(done);
  wmc_assert(*p == 5);
  float ms = -1;
  cudaEventElapsedTime(&ms, done, done);
  wmc_assert(ms == 0.0f);
  cudaEventDestroy(done);
#endif
  cudaDeviceSynchronize();
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  return 0;
}

// Ordered variants: every read has exactly one write it may read (the
// stream order or a join puts it before), so 1 execution each.
// RUN: %wmc check %s -- -DONE_STREAM | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DLEGACY | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DASYNC_COPY | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DEVENTS | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// Treating the streams as one queue would be a false pass.
// RUN: not %wmc check %s -- -DTWO_STREAMS | FileCheck %s --check-prefix=TWO
// TWO: error: data-race: {{.*}} at {{.*}}streams.cu:6 (thread T0.2(stream2).1(b0,t0))
// TWO-NEXT: T0.1(stream1).1(b0,t0)#{{[0-9]+}}: store(na) malloc@{{.*}}streams.cu:11 = 1 @ {{.*}}streams.cu:6
// TWO-NEXT: T0.2(stream2).1(b0,t0)#{{[0-9]+}}: store(na) malloc@{{.*}}streams.cu:11 = 2 @ {{.*}}streams.cu:6
//
// RUN: not %wmc check %s -- -DNON_BLOCKING | FileCheck %s --check-prefix=NONBLOCKING
// NONBLOCKING: error: data-race: {{.*}} at {{.*}}streams.cu:7 (thread T0.2(stream2).1(b0,t0))
//
// Without cudaStreamSynchronize, the host's read races with the copy.
// RUN: not %wmc check %s -- -DASYNC_COPY -DNO_SYNC | FileCheck %s --check-prefix=NOSYNC
// NOSYNC: error: data-race: {{.*}} at {{.*}}streams.cu:47 (thread T0.2(stream1))
// NOSYNC-NEXT: T0#{{[0-9]+}}: load(na) {{.*}} @ {{.*}}streams.cu:52
// NOSYNC-NEXT: T0.2(stream1)#{{[0-9]+}}: store(na) {{.*}} = 7 @ {{.*}}streams.cu:47
//
// Without cudaStreamWaitEvent, s2's check races with s1's write.
// RUN: not %wmc check %s -- -DEVENTS -DNO_WAIT | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: data-race: {{.*}} at {{.*}}streams.cu:7 (thread T0.2(stream2).1(b0,t0))
