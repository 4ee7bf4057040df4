// CUDA-samples-style matrix transpose through a shared-memory tile: each
// block reads a TILE x TILE tile (coalesced), __syncthreads, writes it
// transposed. A 4x2 matrix (width 4, height 2), 2 blocks of 2x2 threads.
//
// Correct version: no error; the host checks the transpose. Exact count, 1
// complete execution: the barrier orders every tile access and all global
// writes go to distinct elements.
//
// Buggy twin (-DMISSING_SYNC): without the __syncthreads a thread reads a
// tile element another thread of its block has not necessarily written:
// the read races with the write (data-race, naming both lines; that the
// read saw no write is explained by the race, so it is not reported).
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s -- -DMISSING_SYNC | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
#include <cuda_runtime.h>

#define TILE 2
#define WIDTH 4
#define HEIGHT 2

__global__ void transposeCoalesced(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height)
    tile[threadIdx.y][threadIdx.x] = idata[y * width + x]; // BUG: error: data-race: {{.*}} at {{.*}}cuda_transpose.cu:[[@LINE]]
#ifndef MISSING_SYNC
  __syncthreads();
#endif
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < height && y < width)
    odata[y * height + x] = tile[threadIdx.x][threadIdx.y]; // BUG-NEXT: load(na) tile[3]@b0 = 0  [reads the initial value] @ {{.*}}cuda_transpose.cu:[[@LINE]]
}

int main() {
  float h_in[WIDTH * HEIGHT], h_out[WIDTH * HEIGHT];
  for (int i = 0; i < WIDTH * HEIGHT; i++)
    h_in[i] = (float)i;
  float *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  dim3 grid(WIDTH / TILE, HEIGHT / TILE), block(TILE, TILE);
  transposeCoalesced<<<grid, block>>>(d_out, d_in, WIDTH, HEIGHT);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  for (int r = 0; r < HEIGHT; r++)
    for (int c = 0; c < WIDTH; c++)
      wmc_assert(h_out[c * HEIGHT + r] == h_in[r * WIDTH + c]);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
