// Twin of tile-loop.cu that walks the array with the thread's own index
// (i = threadIdx.x; i < n; i += blockDim.x): with n = 6 and 4 threads,
// threads 0 and 1 run a second iteration and wait at its barrier for
// threads 2 and 3, which have left the loop.
// CORPUS: buggy twin of tile-loop.cu
// ANALYSIS: wmc-divergent-barrier line=18|20
// EXPLORE: --model=src11 --grid=1 --block=4 --arg=2=6
#define THREADS 4

__global__ void smooth(const int *in, int *out, int n) {
  __shared__ int tile[THREADS + 1];
  unsigned t = threadIdx.x;
  for (int i = t; i < n; i += blockDim.x) {
    int base = i - t;
    tile[t] = in[i] + i;
    if (t == 0)
      tile[blockDim.x] = base + blockDim.x < n ? in[base + blockDim.x] + base + blockDim.x : 0;
    __syncthreads();
    out[i] = tile[t] + tile[t + 1];
    __syncthreads();
  }
}

// RUN: %expect 1 %wmc check --model=src11 --grid=1 --block=4 --arg=2=6 %s | FileCheck %s
// CHECK: error: barrier-divergence: {{.*}}never reach (2 of 4 arrived){{.*}} at {{.*}}tile-loop-bug.cu:18 (thread T0.1(b0,t0))
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
