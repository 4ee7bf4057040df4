// CUDA-samples-style Hillis-Steele inclusive scan of one block in shared
// memory, double-buffered (ping-pong between two halves of the array) with
// a __syncthreads per step. Kernel-only: 1 block of 4 threads; the input
// buffer is zeroed, so each thread scans the value threadIdx.x + 1 and
// checks its prefix sum (1, 3, 6, 10).
//
// Correct version: no error; exact count 1 complete execution (every
// shared access is ordered by a barrier; each global element has one
// writer).
//
// Buggy twin (-DSINGLE_BUFFER): the scan updates one buffer in place, as a
// first attempt often does: a thread reads temp[i - offset] while the
// thread that owns it may already have overwritten it: data race.
//
// RUN: %expect 0 %wmc check %s --grid=1 --block=4 | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s --grid=1 --block=4 -- -DSINGLE_BUFFER | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
#define N 4

__global__ void scan_naive(int *g_odata, const int *g_idata) {
  __shared__ int temp[2 * N];
  int thid = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * N + thid] = g_idata[thid] + thid + 1;
  __syncthreads();
  for (int offset = 1; offset < N; offset *= 2) {
#ifdef SINGLE_BUFFER
    if (thid >= offset)
      temp[thid] += temp[thid - offset]; // BUG: error: data-race: {{.*}} at {{.*}}cuda_scan.cu:[[@LINE]]
#else
    pout = 1 - pout;
    pin = 1 - pout;
    if (thid >= offset)
      temp[pout * N + thid] = temp[pin * N + thid] + temp[pin * N + thid - offset];
    else
      temp[pout * N + thid] = temp[pin * N + thid];
#endif
    __syncthreads();
  }
  g_odata[thid] = temp[pout * N + thid];
  wmc_assert(g_odata[thid] == (thid + 1) * (thid + 2) / 2);
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
