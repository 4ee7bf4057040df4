// Matrix transpose through a shared-memory tile (CUDA samples
// "transposeCoalesced"): a block reads a TILE x TILE tile row-wise, waits at
// a barrier, and writes it out column-wise; the +1 column avoids bank
// conflicts. A 4x4 matrix, 2x2 blocks of 2x2 threads.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#define TILE 2
#define N 4

__global__ void transpose(float *odata, const float *idata, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = idata[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  odata[y * width + x] = tile[threadIdx.x][threadIdx.y];
}

int main() {
  float in[N * N], out[N * N];
  for (int i = 0; i < N * N; i++)
    in[i] = (float)i;
  float *din, *dout;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  dim3 grid(N / TILE, N / TILE), block(TILE, TILE);
  transpose<<<grid, block>>>(dout, din, N);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++)
      wmc_assert(out[c * N + r] == in[r * N + c]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}

// One execution: the barrier orders the tile accesses, every output element
// has one writer.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
