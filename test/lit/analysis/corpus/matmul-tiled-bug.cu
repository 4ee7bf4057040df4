// Twin of matmul-tiled.cu without the second barrier: a thread that
// finished its phase-0 products loads the phase-1 tile element into As/Bs
// while a slower thread of its block still reads the phase-0 value there.
// CORPUS: buggy twin of matmul-tiled.cu
// ANALYSIS: wmc-shared-race line=18|19|22
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

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}matmul-tiled-bug.cu:22 (thread T0.2(b(0,0,0),t(1,0,0)))
// CHECK-NEXT: T0.1(b(0,0,0),t(0,0,0))#{{[0-9]+}}: store(na) As[0]@b(0,0,0) = {{.*}} @ {{.*}}matmul-tiled-bug.cu:18
// CHECK-NEXT: T0.2(b(0,0,0),t(1,0,0))#{{[0-9]+}}: load(na) As[0]@b(0,0,0) = {{.*}} @ {{.*}}matmul-tiled-bug.cu:22
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
