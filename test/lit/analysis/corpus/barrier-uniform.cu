// A barrier under a condition that is uniform within a block: only block 0
// does the extra smoothing pass, but all of its threads take the branch
// together, so all of them reach the barrier. Kernel-only: 2 blocks of 4.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11 --grid=2 --block=4
#define THREADS 4

__global__ void smooth(int *data) {
  __shared__ int buf[THREADS];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  int v = data[i] + (int)t;
  if (blockIdx.x == 0) {
    buf[t] = v;
    __syncthreads();
    v = (buf[t] + buf[(t + 1) % THREADS]) / 2;
  }
  data[i] = v;
}

// One execution: block 0's shared accesses are ordered by its barrier, block 1
// touches no shared memory, and every global element has one writer.
// RUN: %expect 0 %wmc check --model=src11 --grid=2 --block=4 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
