// Twin of reduce-warp-free.cu in the pre-Volta style of CUDA samples
// "reduce4": the last 32 threads finish through a volatile pointer with no
// barrier, relying on warp lock-step execution that independent thread
// scheduling no longer guarantees. Thread 0 reads sdata[1] in the last step
// while thread 1 may not have added into it yet.
// CORPUS: buggy twin of reduce-warp-free.cu
// ANALYSIS: wmc-shared-race line=26|27|28|29|30|31
// EXPLORE: --model=src11 --grid=1 --block=64
#define THREADS 64

__device__ int total;

__global__ void reduce(const int *in) {
  __shared__ int sdata[THREADS];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + tid;
  sdata[tid] = in[i] + 1 + in[i + blockDim.x] + 1;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    volatile int *v = sdata;
    v[tid] += v[tid + 32];
    v[tid] += v[tid + 16];
    v[tid] += v[tid + 8];
    v[tid] += v[tid + 4];
    v[tid] += v[tid + 2];
    v[tid] += v[tid + 1];
  }
  if (tid == 0)
    total = sdata[0];
}

// RUN: %expect 1 %wmc check --model=src11 --grid=1 --block=64 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}reduce-warp-free-bug.cu:26 (thread T0.2(b0,t1))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load(na) sdata[1]@b0 = {{.*}} @ {{.*}}reduce-warp-free-bug.cu:31
// CHECK-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) sdata[1]@b0 = {{.*}} @ {{.*}}reduce-warp-free-bug.cu:26
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
