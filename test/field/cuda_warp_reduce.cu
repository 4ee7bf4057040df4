// CUDA-samples-style reduction (reduce6 with warp shuffles): each block
// loads its slice into dynamic shared memory (extern __shared__, sized by
// the launch), halves the active threads with a __syncthreads per step down
// to one warp, which finishes with __shfl_down_sync (the device pass, where
// __CUDA_ARCH__ >= 700, takes that branch), and thread 0 adds the block's
// sum into the result with atomicAdd. The launch is wrapped in an error
// checking macro, as real code does. 2 blocks of 64 threads sum 1..128.
//
// Correct version: no error; the host checks 8256. 1 complete execution:
// every shared read has one write the barrier orders before it, the
// shuffles touch no memory, and the two relaxed atomicAdds (results unused)
// are read only by the host after the synchronising copy.
//
// Buggy twin (-DDIVERGENT): the shuffles run only in the first half of the
// warp (`if (tid < 16)`) but still name the full warp in their mask: lanes
// 16..31 never reach the collective, which CUDA leaves undefined: barrier
// divergence.
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s -- -DDIVERGENT | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
// The cudaMemset of d_out (cudaMalloc memory) is an operation on the legacy
// default stream that the host does not wait for, so the launch after it
// is stream work too: its GPU threads are children of the stream thread
// T0.2(stream0) (T0.1(stream0) is the fill).
// BUG: error: barrier-divergence: T0.2(stream0).1(b0,t0) waits at a warp collective that other threads of its mask never reach (16 of 32 arrived)
#include <cstdio>
#include <cuda_runtime.h>

#define CUDA_CHECK(...)                                                                         \
  do {                                                                                          \
    __VA_ARGS__;                                                                                \
    cudaError_t err = cudaGetLastError();                                                       \
    if (err != cudaSuccess) {                                                                   \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err), __FILE__, __LINE__); \
      return 1;                                                                                 \
    }                                                                                           \
  } while (0)

#define BLOCK 64
#define N 128

__device__ int warpReduce(int sum, unsigned tid) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#ifdef DIVERGENT
  if (tid < 16)
#endif
    for (int offset = 16; offset > 0; offset /= 2)
      sum += __shfl_down_sync(0xffffffffu, sum, offset);
#else
  (void)tid; // the host pass never gets here
#endif
  return sum;
}

__global__ void reduce6(const int *g_idata, int *g_odata, unsigned n) {
  extern __shared__ int sdata[];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int sum = i < n ? g_idata[i] : 0;
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] = sum = sum + sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    sum += sdata[tid + 32];
    sum = warpReduce(sum, tid);
  }
  if (tid == 0)
    atomicAdd(g_odata, sum);
}

int main() {
  int h_in[N];
  for (int i = 0; i < N; i++)
    h_in[i] = i + 1;
  int *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof(int));
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(int));
  CUDA_CHECK(reduce6<<<N / BLOCK, BLOCK, BLOCK * sizeof(int)>>>(d_in, d_out, N));
  int h_out = 0;
  cudaMemcpy(&h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  if (h_out != N * (N + 1) / 2)
    printf("wrong sum %d\n", h_out);
  wmc_assert(h_out == N * (N + 1) / 2);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
