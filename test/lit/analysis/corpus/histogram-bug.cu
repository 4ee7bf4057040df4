// Twin of histogram.cu whose global merge is narrowed to atomicAdd_block:
// the two blocks' updates of a global bin are atomic only within a block,
// so they race (a heterogeneous race: neither scope includes the other
// thread).
// CORPUS: buggy twin of histogram.cu
// ANALYSIS: wmc-scope line=22
// EXPLORE: --model=src11
#define BINS 4
#define BLOCKS 2
#define THREADS 4

__global__ void histogram(const unsigned char *data, unsigned *bins, int n) {
  __shared__ unsigned local[BINS];
  unsigned t = threadIdx.x;
  if (t < BINS)
    local[t] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
    atomicAdd_block(&local[data[i] % BINS], 1u);
  __syncthreads();
  if (t < BINS)
    atomicAdd_block(&bins[t], local[t]);
}

int main() {
  unsigned char host[BLOCKS * THREADS] = {0, 1, 1, 3, 3, 3, 2, 1};
  unsigned char *data;
  unsigned *bins;
  cudaMalloc(&data, sizeof host);
  cudaMallocManaged(&bins, BINS * sizeof(unsigned));
  cudaMemcpy(data, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemset(bins, 0, BINS * sizeof(unsigned));
  histogram<<<BLOCKS, THREADS>>>(data, bins, BLOCKS * THREADS);
  cudaDeviceSynchronize();
  wmc_assert(bins[0] == 1 && bins[1] == 3 && bins[2] == 1 && bins[3] == 3);
  cudaFree(data);
  cudaFree(bins);
  return 0;
}

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}} at {{.*}}histogram-bug.cu:22 (thread T0.5(b1,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: rmw-write(rlx.cta) malloc@{{.*}}histogram-bug.cu:30 = {{.*}} @ {{.*}}histogram-bug.cu:22
// CHECK-NEXT: T0.5(b1,t0)#{{[0-9]+}}: rmw(rlx.cta) malloc@{{.*}}histogram-bug.cu:30 = {{.*}} @ {{.*}}histogram-bug.cu:22
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
