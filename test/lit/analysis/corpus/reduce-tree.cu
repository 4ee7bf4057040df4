// Tree reduction in shared memory, sequential addressing (CUDA samples
// "reduce1"): each block sums its slice into partial[], halving the active
// threads per step with a __syncthreads after every step; thread 0 writes
// the block's sum.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#define BLOCKS 2
#define THREADS 4

__global__ void reduce(const int *in, int *out) {
  __shared__ int partial[THREADS];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride)
      partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}

int main() {
  int host[BLOCKS * THREADS] = {1, 2, 3, 4, 5, 6, 7, 8};
  int *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, BLOCKS * sizeof(int));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  reduce<<<BLOCKS, THREADS>>>(in, out);
  int sums[BLOCKS];
  cudaMemcpy(sums, out, sizeof sums, cudaMemcpyDeviceToHost);
  wmc_assert(sums[0] == 10 && sums[1] == 26);
  cudaFree(in);
  cudaFree(out);
  return 0;
}

// Every shared access of a step is separated from the next step's by the
// barrier: one execution.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
