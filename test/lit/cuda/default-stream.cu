// The legacy default stream orders kernels among themselves, not the host
// (docs/cuda.md, "Streams"): a launch returns at once, so host code after
// it races with every kernel not yet waited for, however many launches
// follow. RUN and CHECK lines at the end.
#include <cuda_runtime.h>

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }
__global__ void expect(const int *p, int v) { wmc_assert(p[threadIdx.x] == v); }

int main() {
  int *p, *q;
  cudaMallocManaged(&p, 2 * sizeof(int));
  cudaMallocManaged(&q, 2 * sizeof(int));
  p[0] = p[1] = q[0] = q[1] = 0;
  int h = 0;
  cudaStream_t s;
#ifdef NON_BLOCKING
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
#else
  cudaStreamCreate(&s);
#endif

#if defined(TWO_LAUNCHES)
  // k2 waits for k1 on the device; the host waits for neither.
  fill<<<1, 2>>>(p, 1);
  fill<<<1, 2>>>(q, 2);
#if defined(SYNC)
  cudaDeviceSynchronize();
#elif defined(STREAM_SYNC)
  cudaStreamSynchronize(0);
#elif defined(MEMCPY)
  cudaMemcpy(&h, q, sizeof h, cudaMemcpyDeviceToHost); // waits for k1 and k2
  wmc_assert(h == 2);
#elif defined(MEMCPY_ASYNC)
  cudaMemcpyAsync(&h, q, sizeof h, cudaMemcpyDeviceToHost, 0); // waits for nothing
#elif defined(EVENT)
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e, 0);
  cudaEventSynchronize(e); // the default stream's work so far: k1 and k2
#endif
  p[0] = 5;
#elif defined(ONE_LAUNCH)
  fill<<<1, 2>>>(p, 1);
  h = p[1];
#elif defined(LAST_LAUNCH)
  fill<<<1, 2>>>(p, 1);
  fill<<<1, 2>>>(q, 2);
  q[1] = 5;
#elif defined(ORDERED)
  // The programming guide's example: k2 on the legacy default stream waits
  // for k1 on blocking stream s, and k3 on s waits for k2; expect sees
  // each value its predecessor wrote.
  fill<<<1, 2, 0, s>>>(p, 1);
  expect<<<1, 2>>>(p, 1);
  fill<<<1, 2>>>(q, 2);
  expect<<<1, 2, 0, s>>>(q, 2);
#elif defined(AFTER_STREAM)
  // Earlier work on a stream: the default-stream launch waits for it on the
  // device (on a blocking stream only), never the host.
  fill<<<1, 2, 0, s>>>(p, 1);
  fill<<<1, 2>>>(q, 2);
  p[0] = 5;
#elif defined(WAIT_EVENT)
  // cudaStreamWaitEvent(0, e) orders the next default-stream launch after
  // e's work, not the host.
  cudaEvent_t e;
  cudaEventCreate(&e);
  fill<<<1, 2, 0, s>>>(p, 1);
  cudaEventRecord(e, s);
#ifndef NO_WAIT
  cudaStreamWaitEvent(0, e, 0);
#endif
  expect<<<1, 2>>>(p, 1);
#ifdef HOST_READ
  h = p[0];
#endif
#elif defined(PER_THREAD)
  // cudaStreamPerThread is a blocking stream of its own: it is not ordered
  // with s, only with the legacy default stream.
  fill<<<1, 2, 0, cudaStreamPerThread>>>(p, 1);
#ifdef LEGACY_BETWEEN
  expect<<<1, 2>>>(p, 1);
#endif
  fill<<<1, 2, 0, s>>>(p, 2);
#endif
  cudaDeviceSynchronize();
  cudaStreamDestroy(s);
  return 0;
}

// fill<<<1, 2>>> makes T0.1(b0,t0) and T0.2(b0,t1). The second launch,
// with the first pending, is made by a stream thread T0.3(stream0) that
// joins the first kernel's threads, then creates T0.3(stream0).1(b0,t0)
// and .2(b0,t1).
//
// The explorer runs the host first, up to the cudaDeviceSynchronize where
// it blocks, so in each race below the host's access is the earlier one
// and the race is reported at the GPU thread's (or stream thread's) later
// access.
//
// Joining k1 at the second launch would be a false pass: the host write to
// p[0] races with k1's write of p[0].
// RUN: not %wmc check %s -- -DTWO_LAUNCHES | FileCheck %s --check-prefix=TWO
// TWO: error: data-race: {{.*}} at {{.*}}default-stream.cu:7 (thread T0.1(b0,t0))
// TWO-NEXT: T0#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12 = 5 @ {{.*}}default-stream.cu:42
// TWO-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12 = 1 @ {{.*}}default-stream.cu:7
// TWO: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
//
// So does an asynchronous copy on the default stream (the host waits for
// nothing), while cudaMemcpy waits for both kernels.
// RUN: not %wmc check %s -- -DTWO_LAUNCHES -DMEMCPY_ASYNC | FileCheck %s --check-prefix=TWO
//
// Every synchronising call orders the write after both kernels. Each read
// (expect's, the host's) has one write it may read: 1 execution.
// RUN: %wmc check %s -- -DTWO_LAUNCHES -DSYNC | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DTWO_LAUNCHES -DSTREAM_SYNC | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DTWO_LAUNCHES -DMEMCPY | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DTWO_LAUNCHES -DEVENT | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DORDERED | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DWAIT_EVENT | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DWAIT_EVENT -DNON_BLOCKING | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// A host read right after a single launch races with it.
// RUN: not %wmc check %s -- -DONE_LAUNCH | FileCheck %s --check-prefix=ONE
// ONE: error: data-race: {{.*}} at {{.*}}default-stream.cu:7 (thread T0.2(b0,t1))
// ONE-NEXT: T0#{{[0-9]+}}: load(na) malloc@{{.*}}default-stream.cu:12+4 = 0 {{.*}}@ {{.*}}default-stream.cu:45
// ONE-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12+4 = 1 @ {{.*}}default-stream.cu:7
//
// The host write after the second launch races with that launch too.
// RUN: not %wmc check %s -- -DLAST_LAUNCH | FileCheck %s --check-prefix=LAST
// LAST: error: data-race: {{.*}} at {{.*}}default-stream.cu:7 (thread T0.3(stream0).2(b0,t1))
// LAST-NEXT: T0#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:13+4 = 5 @ {{.*}}default-stream.cu:49
// LAST-NEXT: T0.3(stream0).2(b0,t1)#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:13+4 = 2 @ {{.*}}default-stream.cu:7
//
// Earlier work on a stream: the host's write races with it, whether the
// stream is blocking (the default-stream launch waits for it on the
// device) or not.
// RUN: not %wmc check %s -- -DAFTER_STREAM | FileCheck %s --check-prefix=STREAM
// RUN: not %wmc check %s -- -DAFTER_STREAM -DNON_BLOCKING | FileCheck %s --check-prefix=STREAM
// STREAM: error: data-race: {{.*}} at {{.*}}default-stream.cu:7 (thread T0.1(stream1).1(b0,t0))
// STREAM-NEXT: T0#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12 = 5 @ {{.*}}default-stream.cu:63
// STREAM-NEXT: T0.1(stream1).1(b0,t0)#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12 = 1 @ {{.*}}default-stream.cu:7
//
// Without cudaStreamWaitEvent, expect is unordered with fill on a
// non-blocking stream: with no blocking work pending it is the host's own
// launch (T0.2(b0,t0)), and the first execution has it read the initial 0
// before fill writes, a failed assertion. With the wait, the host's read
// still races with fill: the wait is the default stream's, not the host's.
// RUN: not %wmc check %s -- -DWAIT_EVENT -DNON_BLOCKING -DNO_WAIT | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: assertion-failure: {{.*}} at {{.*}}default-stream.cu:8 (thread T0.2(b0,t0))
// RUN: not %wmc check %s -- -DWAIT_EVENT -DNON_BLOCKING -DHOST_READ | FileCheck %s --check-prefix=HOSTREAD
// RUN: not %wmc check %s -- -DWAIT_EVENT -DHOST_READ | FileCheck %s --check-prefix=HOSTREAD
// HOSTREAD: error: data-race: {{.*}} at {{.*}}default-stream.cu:7 (thread T0.1(stream1).1(b0,t0))
// HOSTREAD-NEXT: T0#{{[0-9]+}}: load(na) malloc@{{.*}}default-stream.cu:12 = 0 {{.*}}@ {{.*}}default-stream.cu:76
// HOSTREAD-NEXT: T0.1(stream1).1(b0,t0)#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12 = 1 @ {{.*}}default-stream.cu:7
//
// s is stream1; the per-thread default stream is created at its first use,
// stream2. Its kernel and s's write p[0] and p[1] unordered: a race. With a
// legacy-default launch between them, fill(1), expect, fill(2) run in that
// order (expect reads the 1 only): 1 execution.
// RUN: not %wmc check %s -- -DPER_THREAD | FileCheck %s --check-prefix=PERTHREAD
// Both stream threads wait for nothing; the per-thread stream's kernel
// runs first and s's thread 0 write of p[0] is the later access.
// PERTHREAD: error: data-race: {{.*}} at {{.*}}default-stream.cu:7 (thread T0.2(stream1).1(b0,t0))
// PERTHREAD-NEXT: T0.1(stream2).1(b0,t0)#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12 = 1 @ {{.*}}default-stream.cu:7
// PERTHREAD-NEXT: T0.2(stream1).1(b0,t0)#{{[0-9]+}}: store(na) malloc@{{.*}}default-stream.cu:12 = 2 @ {{.*}}default-stream.cu:7
// RUN: %wmc check %s -- -DPER_THREAD -DLEGACY_BETWEEN | FileCheck %s --check-prefix=OK
