// Twin of counter-device.cu with the counter update narrowed to block
// scope: atomicAdd_block is atomic only among the threads of one block, so
// the updates from the two blocks race (a heterogeneous race).
// CORPUS: buggy twin of counter-device.cu
// ANALYSIS: wmc-scope line=15
// EXPLORE: --model=src11
#define BLOCKS 2
#define THREADS 2

__device__ unsigned matches;

__global__ void count_positive(const int *values, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && values[i] > 0)
    atomicAdd_block(&matches, 1u);
}

int main() {
  int host[BLOCKS * THREADS] = {3, -1, 4, 1};
  int *values;
  cudaMalloc(&values, sizeof host);
  cudaMemcpy(values, host, sizeof host, cudaMemcpyHostToDevice);
  count_positive<<<BLOCKS, THREADS>>>(values, BLOCKS * THREADS);
  unsigned total = 0;
  cudaMemcpyFromSymbol(&total, matches, sizeof total);
  wmc_assert(total == 3);
  cudaFree(values);
  return 0;
}

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}} at {{.*}}counter-device-bug.cu:15 (thread T0.3(b1,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: rmw-write(rlx.cta) matches = {{.*}} @ {{.*}}counter-device-bug.cu:15
// CHECK-NEXT: T0.3(b1,t0)#{{[0-9]+}}: rmw(rlx.cta) matches = {{.*}} @ {{.*}}counter-device-bug.cu:15
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
