// Twin of reduce-tree.cu with the __syncthreads inside the loop removed:
// thread 0 reads partial[1] in the second step while thread 1 may still be
// adding into it in the first.
// CORPUS: buggy twin of reduce-tree.cu
// ANALYSIS: wmc-shared-race line=17
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

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}reduce-tree-bug.cu:17 (thread T0.2(b0,t1))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load(na) partial[1]@b0 = {{.*}} @ {{.*}}reduce-tree-bug.cu:17
// CHECK-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) partial[1]@b0 = {{.*}} @ {{.*}}reduce-tree-bug.cu:17
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
