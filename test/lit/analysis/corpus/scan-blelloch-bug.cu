// Twin of scan-blelloch.cu without the __syncthreads at the top of the
// down-sweep loop: a level's swap reads elements that the previous level's
// swap of another thread (or thread 0's clearing of the last element) may
// not have written yet.
// CORPUS: buggy twin of scan-blelloch.cu
// ANALYSIS: wmc-shared-race line=21|26|32|33|34
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

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}scan-blelloch-bug.cu:33 (thread T0.2(b0,t1))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) temp[7]@b0 = {{.*}} @ {{.*}}scan-blelloch-bug.cu:21
// CHECK-NEXT: T0.2(b0,t1)#{{[0-9]+}}: load(na) temp[7]@b0 = {{.*}} @ {{.*}}scan-blelloch-bug.cu:33
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
