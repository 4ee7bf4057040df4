// Shared-memory tree reduction; RUN and CHECK lines at the end.
#define THREADS 4

__global__ void sum(const int *in, int *out) {
  __shared__ int partial[THREADS];
  unsigned t = threadIdx.x;
  partial[t] = in[t];
  __syncthreads();
  for (unsigned stride = THREADS / 2; stride > 0; stride /= 2) {
    if (t < stride) {
      int other = partial[t + stride];
      partial[t] += other;
    }
#ifndef MISSING_SYNC
    __syncthreads();
#endif
  }
  if (t == 0)
    *out = partial[0];
}

int main() {
  int host[THREADS] = {1, 2, 3, 4};
  int *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  sum<<<1, THREADS>>>(in, out);
  int result = 0;
  cudaMemcpy(&result, out, sizeof result, cudaMemcpyDeviceToHost);
  wmc_assert(result == 10);
  cudaFree(in);
  cudaFree(out);
  return 0;
}

// Without the __syncthreads in the loop, thread 0 reads partial[1] (line 11)
// in the second round while thread 1 may still be adding into it in the
// first (line 12): a data race on shared memory, reported with both lines.
// With it, the one execution sums to 10.
//
// RUN: %wmc check %s | FileCheck %s --check-prefix=FIXED
// RUN: not %wmc check %s -- -DMISSING_SYNC | FileCheck %s --check-prefix=RACE
//
// FIXED-NOT: error
// FIXED: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// RACE: error: data-race: {{.*}} at {{.*}}reduction.cu:12 (thread T0.2(b0,t1))
// RACE-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load(na) partial[1]@b0 = 2  [reads T0.2(b0,t1)#{{[0-9]+}}] @ {{.*}}reduction.cu:11
// RACE-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) partial[1]@b0 = 6 @ {{.*}}reduction.cu:12
// RACE: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
