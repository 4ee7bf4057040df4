// Dynamic shared memory (docs/cuda.md): `extern __shared__` arrays have the
// size the launch's third parameter gives, one instance per block, and every
// extern __shared__ declaration names the same memory. RUN and CHECK lines
// at the end.
#include <cuda_runtime.h>

#define N 4

extern __shared__ int tile[];

// Each block reverses its N values through shared memory. With one instance
// per block, blocks never touch each other's tile: the only writes a read of
// tile[N-1-t] may see are its block's thread N-1-t's, which the barrier
// orders before it. So each of the 2 * N reads has exactly one candidate
// write: 1 execution, whatever the grid.
__global__ void reverse(int *out) {
  int t = threadIdx.x, base = blockIdx.x * N;
  tile[t] = base + t;
  __syncthreads();
  out[base + t] = tile[N - 1 - t];
}

// Two more declarations of the dynamic shared memory, of other types, in
// the kernel: all three alias. The reads through `bytes` and `words` see
// the barrier-ordered writes through `tile` (1 execution again).
__global__ void alias(int *out) {
  extern __shared__ unsigned char bytes[];
  extern __shared__ int words[];
  int t = threadIdx.x;
  tile[t] = 0x01020300 + t;
  __syncthreads();
  out[t] = words[(t + 1) % N] + bytes[4 * t]; // little endian: byte 0 of tile[t] is t
}

// Writes tile[t] for t < blockDim.x: with a launch of N + 1 threads and N
// ints of shared memory, thread N writes past the end.
__global__ void fill(int *out) {
  tile[threadIdx.x] = 1;
  out[threadIdx.x] = 0;
}

template <class T> __global__ void scale(T *out, T by) {
  extern __shared__ T staged[];
  staged[threadIdx.x] = out[threadIdx.x] * by;
  __syncthreads();
  out[threadIdx.x] = staged[N - 1 - threadIdx.x];
}

// The CUDA samples' idiom for templates: a struct whose conversion operator
// declares the extern __shared__ array (one per element type; they alias).
template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};
template <> struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
};

// A barrier-ordered tree reduction: every read has one write it may read.
template <class T> __global__ void treeSum(const T *in, T *out) {
  T *sdata = SharedMemory<T>();
  unsigned tid = threadIdx.x;
  sdata[tid] = in[tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    *out = sdata[0];
}

int main() {
  int *out;
  cudaMallocManaged(&out, 2 * N * sizeof(int) + sizeof(int));
#if defined(OUT_OF_BOUNDS)
  fill<<<1, N + 1, N * sizeof(int)>>>(out);
#elif defined(NO_SIZE)
  fill<<<1, 1>>>(out);
#elif defined(SAMPLES)
  float *f;
  double *d;
  cudaMallocManaged(&f, (N + 1) * sizeof(float));
  cudaMallocManaged(&d, (N + 1) * sizeof(double));
  for (int i = 0; i < N; i++) {
    f[i] = (float)i;
    d[i] = (double)i;
  }
  treeSum<<<1, N, N * sizeof(float)>>>(f, f + N);
  treeSum<<<1, N, N * sizeof(double)>>>(d, d + N);
  cudaDeviceSynchronize();
  wmc_assert(f[N] == 6.0f && d[N] == 6.0);
#elif defined(LAUNCH_KERNEL)
  // cudaLaunchKernel with the kernel's address and with the kernel itself;
  // sharedMem is the dynamic shared memory.
  void *args[] = {&out};
  cudaLaunchKernel((const void *)reverse, dim3(2), dim3(N), args, N * sizeof(int), 0);
  cudaDeviceSynchronize();
  for (int i = 0; i < 2 * N; ++i)
    wmc_assert(out[i] == (i / N) * N + (N - 1 - i % N));
  float *f;
  cudaMallocManaged(&f, N * sizeof(float));
  for (int i = 0; i < N; ++i)
    f[i] = (float)i;
  float by = 2.0f;
  void *scaleArgs[] = {&f, &by};
  cudaLaunchKernel(scale<float>, dim3(1), dim3(N), scaleArgs, N * sizeof(float), 0);
  cudaDeviceSynchronize();
  for (int i = 0; i < N; ++i)
    wmc_assert(f[i] == 2.0f * (float)(N - 1 - i));
#else
  reverse<<<2, N, N * sizeof(int)>>>(out);
  cudaDeviceSynchronize();
  for (int i = 0; i < 2 * N; ++i)
    wmc_assert(out[i] == (i / N) * N + (N - 1 - i % N));
  alias<<<1, N, N * sizeof(int)>>>(out);
  cudaDeviceSynchronize();
  for (int t = 0; t < N; ++t)
    wmc_assert(out[t] == 0x01020300 + (t + 1) % N + t);
  scale<<<1, N, N * sizeof(int)>>>(out, 3);
  cudaDeviceSynchronize();
  for (int t = 0; t < N; ++t)
    wmc_assert(out[t] == 3 * (0x01020300 + (N - t) % N + (N - 1 - t)));
#endif
  return 0;
}

// Every run without an error has exactly one execution (see the kernels).
// RUN: %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DLAUNCH_KERNEL | FileCheck %s --check-prefix=OK
// RUN: %wmc check %s -- -DSAMPLES | FileCheck %s --check-prefix=OK
// OK-NOT: error
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// Thread 4 writes tile[4], 16 bytes into 16 bytes of dynamic shared memory.
// RUN: not %wmc check %s -- -DOUT_OF_BOUNDS | FileCheck %s --check-prefix=OOB
// OOB: error: invalid-access: invalid 4-byte access: out of bounds of tile@b0 (16 bytes of dynamic shared memory) at offset 16 at {{.*}}dynamic-shared.cu:38 (thread T0.5(b0,t4))
// OOB: Summary: model=SRC11 complete=0 erroneous=1
//
// A launch without a third parameter has no dynamic shared memory.
// RUN: not %wmc check %s -- -DNO_SIZE | FileCheck %s --check-prefix=NOSIZE
// NOSIZE: error: invalid-access: invalid 4-byte access: out of bounds of tile@b0 (0 bytes of dynamic shared memory) at offset 0 at {{.*}}dynamic-shared.cu:38 (thread T0.1(b0,t0))
