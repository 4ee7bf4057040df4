// Work-efficient exclusive scan (Blelloch; GPU Gems 3, ch. 39) of 8 values
// by one block of 4 threads: an up-sweep builds partial sums in place, the
// last element is cleared, and a down-sweep distributes them. Each level
// touches disjoint pairs of elements; a __syncthreads separates the levels.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#define N 8

__global__ void prescan(int *out, const int *in) {
  __shared__ int temp[N];
  int thid = threadIdx.x;
  temp[2 * thid] = in[2 * thid];
  temp[2 * thid + 1] = in[2 * thid + 1];
  int offset = 1;
  for (int d = N >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0)
    temp[N - 1] = 0;
  for (int d = 1; d < N; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  out[2 * thid] = temp[2 * thid];
  out[2 * thid + 1] = temp[2 * thid + 1];
}

int main() {
  int host[N] = {3, 1, 7, 0, 4, 1, 6, 3};
  int want[N] = {0, 3, 4, 11, 11, 15, 16, 22};
  int *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof host);
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  prescan<<<1, N / 2>>>(out, in);
  int result[N];
  cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    wmc_assert(result[i] == want[i]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}

// One execution: every level's shared accesses are ordered by the barriers.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
