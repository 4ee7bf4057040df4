// Kernel-only runs (docs/cuda.md): each block gets --buffer-size bytes of
// dynamic shared memory, as an OpenCL __local pointer argument gets a
// buffer of that size. RUN and CHECK lines at the end.
extern __shared__ float stage[];

// Each thread reads its right neighbour's value through shared memory,
// after the barrier: every read has one write it may read, 1 execution.
__global__ void rotate(float *out) {
  unsigned t = threadIdx.x;
  stage[t] = (float)t;
  __syncthreads();
  out[t] = stage[(t + 1) % blockDim.x];
  wmc_assert(out[t] == (float)((t + 1) % blockDim.x));
}

// 8 threads use 32 bytes: they fit.
// RUN: %wmc check %s --block=8 --buffer-size=32 | FileCheck %s --check-prefix=FIT
// FIT-NOT: error
// FIT: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
//
// The ninth thread writes past the 32 bytes.
// RUN: not %wmc check %s --block=9 --buffer-size=32 | FileCheck %s --check-prefix=PAST
// PAST: error: invalid-access: invalid 4-byte access: out of bounds of stage@b0 (32 bytes of dynamic shared memory) at offset 32 at {{.*}}kernel-only-shared.cu:10 (thread T0.9(b0,t8))
