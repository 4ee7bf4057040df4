// Twin of barrier-uniform.cu whose condition depends on the thread: only
// the first half of each block enters the branch, and those threads wait
// at a barrier that the other half never reaches.
// CORPUS: buggy twin of barrier-uniform.cu
// ANALYSIS: wmc-divergent-barrier line=16
// EXPLORE: --model=src11 --grid=2 --block=4
#define THREADS 4

__global__ void smooth(int *data) {
  __shared__ int buf[THREADS];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  int v = data[i] + (int)t;
  if (threadIdx.x < THREADS / 2) {
    buf[t] = v;
    __syncthreads();
    v = (buf[t] + buf[t + 1]) / 2;
  }
  data[i] = v;
}

// RUN: %expect 1 %wmc check --model=src11 --grid=2 --block=4 %s | FileCheck %s
// CHECK: error: barrier-divergence: {{.*}}never reach (2 of 4 arrived){{.*}} at {{.*}}barrier-uniform-bug.cu:16 (thread T0.1(b0,t0))
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
