// Twin of transpose.cu without the barrier: a thread reads the tile element
// that another thread of its block writes, possibly before it is written.
// The explorer reports the data race between the write and the read (the
// read sees no write; the race explains that, so it is not reported apart).
// CORPUS: buggy twin of transpose.cu
// ANALYSIS: wmc-shared-race line=15|18
// EXPLORE: --model=src11
#define TILE 2
#define N 4

__global__ void transpose(float *odata, const float *idata, int width) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = idata[y * width + x];
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

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}transpose-bug.cu:15 (thread T0.3(b(0,0,0),t(0,1,0)))
// CHECK-NEXT: T0.2(b(0,0,0),t(1,0,0))#{{[0-9]+}}: load(na) tile[3]@b(0,0,0) = 0  [reads the initial value] @ {{.*}}transpose-bug.cu:18
// CHECK-NEXT: T0.3(b(0,0,0),t(0,1,0))#{{[0-9]+}}: store(na) tile[3]@b(0,0,0) = 4 @ {{.*}}transpose-bug.cu:15
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
