// Twin of scan-hillis-steele.cu without the barrier between the read of the
// neighbour's partial sum and the write of the own one: thread 1 reads
// temp[0] while thread 0 may already be adding into it.
// CORPUS: buggy twin of scan-hillis-steele.cu
// ANALYSIS: wmc-shared-race line=17|18
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

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}scan-hillis-steele-bug.cu:17 (thread T0.2(b0,t1))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) temp[0]@b0 = {{.*}} @ {{.*}}scan-hillis-steele-bug.cu:18
// CHECK-NEXT: T0.2(b0,t1)#{{[0-9]+}}: load(na) temp[0]@b0 = {{.*}} @ {{.*}}scan-hillis-steele-bug.cu:17
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
