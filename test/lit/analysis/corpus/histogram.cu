// Histogram with per-block bins in shared memory (CUDA samples
// "histogram64" style): threads count into the block's bins with
// block-scope atomics, then the block merges its bins into the global
// histogram with device-scope atomics. 2 blocks of 4 threads, 4 bins.
// CORPUS: correct
// ANALYSIS: silent
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
    atomicAdd(&bins[t], local[t]);
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

// One execution: the relaxed bin updates have unused results and every other
// access to a bin is ordered after them (barrier, end of kernel).
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
