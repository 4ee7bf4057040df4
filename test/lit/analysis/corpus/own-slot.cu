// One slot per thread: each thread stages its element in its own slot of a
// shared buffer, transforms it there and writes it out. No other thread
// touches the slot, so no barrier is needed. Kernel-only: 2 blocks of 4
// threads; the input buffer is zeroed.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11 --grid=2 --block=4
#define THREADS 4

__global__ void scale(const int *in, int *out, int factor) {
  __shared__ int stage[THREADS];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  stage[threadIdx.x] = in[i] + (int)i;
  stage[threadIdx.x] *= factor + 2;
  out[i] = stage[threadIdx.x];
  wmc_assert(out[i] == 2 * (int)i);
}

// One execution: no location is accessed by two threads.
// RUN: %expect 0 %wmc check --model=src11 --grid=2 --block=4 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
