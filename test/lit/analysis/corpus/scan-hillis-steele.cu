// Hillis-Steele inclusive scan of one block, in place in shared memory:
// every step reads the neighbour's partial sum into a register, waits at a
// barrier until every thread has read, then adds it in and waits again.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#define N 8

__global__ void scan(const int *in, int *out) {
  __shared__ int temp[N];
  int tid = threadIdx.x;
  temp[tid] = in[tid];
  __syncthreads();
  for (int offset = 1; offset < N; offset *= 2) {
    int addend = 0;
    if (tid >= offset)
      addend = temp[tid - offset];
    __syncthreads();
    temp[tid] += addend;
    __syncthreads();
  }
  out[tid] = temp[tid];
}

int main() {
  int host[N] = {1, 1, 1, 1, 1, 1, 1, 1};
  int *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof host);
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  scan<<<1, N>>>(in, out);
  int result[N];
  cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    wmc_assert(result[i] == i + 1);
  cudaFree(in);
  cudaFree(out);
  return 0;
}

// One execution: the barrier between each step's read and write, and the one
// after the write, order every shared access.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
