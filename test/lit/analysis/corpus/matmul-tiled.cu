// Tiled matrix multiply (CUDA programming guide style): each block computes
// a TILE x TILE tile of C = A * B, loading one tile of A and one of B into
// shared memory per phase. The first barrier waits until the tiles are
// loaded, the second until every thread is done with them before the next
// phase overwrites them. 4x4 matrices, 2x2 blocks of 2x2 threads.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#define TILE 2
#define N 4

__global__ void matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float sum = 0;
  for (int phase = 0; phase < n / TILE; ++phase) {
    As[ty][tx] = A[row * n + phase * TILE + tx];
    Bs[ty][tx] = B[(phase * TILE + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = sum;
}

int main() {
  float a[N * N], b[N * N], c[N * N];
  for (int i = 0; i < N * N; i++) {
    a[i] = (float)(i % 3);
    b[i] = (float)(i % 5);
  }
  float *da, *db, *dc;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dc, sizeof c);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  dim3 grid(N / TILE, N / TILE), block(TILE, TILE);
  matmul<<<grid, block>>>(da, db, dc, N);
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  for (int r = 0; r < N; r++)
    for (int col = 0; col < N; col++) {
      float want = 0;
      for (int k = 0; k < N; k++)
        want += a[r * N + k] * b[k * N + col];
      wmc_assert(c[r * N + col] == want);
    }
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}

// One execution: both barriers order every tile access, and every element of C
// has one writer.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
