// Tiled 1-D smoothing over more elements than threads: the block walks the
// array tile by tile. The loop's trip count depends only on n and
// blockDim.x, so every thread of the block runs the same iterations and
// reaches both barriers in each; threads past the end stage a 0 (the halo
// element is tile[blockDim.x], never a thread's own slot). Kernel-only:
// 1 block of 4 threads, n = 6 (--arg=2=6); the input buffer is zeroed.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11 --grid=1 --block=4 --arg=2=6
#define THREADS 4

__global__ void smooth(const int *in, int *out, int n) {
  __shared__ int tile[THREADS + 1];
  unsigned t = threadIdx.x;
  for (int base = 0; base < n; base += blockDim.x) {
    int i = base + t;
    tile[t] = i < n ? in[i] + i : 0;
    if (t == 0)
      tile[blockDim.x] = base + blockDim.x < n ? in[base + blockDim.x] + base + blockDim.x : 0;
    __syncthreads();
    if (i < n)
      out[i] = tile[t] + tile[t + 1];
    __syncthreads();
  }
}

// One execution: the barriers order every tile access, every output element
// has one writer.
// RUN: %expect 0 %wmc check --model=src11 --grid=1 --block=4 --arg=2=6 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
