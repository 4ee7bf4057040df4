/* Own-slot traffic (issue 7 item 5, docs/instrumentation.md): every GPU
 * thread of a kernel-only launch reads and writes its own slots of `in` and
 * `out` K times; threads 0 and 1 also run SB through atomics on `flags`, so
 * the exploration has a few executions. The analysis proves the in/out
 * accesses private, so they are not events; the counts are the same with
 * -fplugin-arg-wmc-no-private (bench/private.py prints both). */
#ifndef K
#define K 4
#endif
__global__ void work(const float *in, float *out, int *flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0;
  for (int k = 0; k < K; ++k) {
    out[i] = acc;
    acc = out[i] + in[i] + 1.0f;
  }
  if (i < 2) {
    atomicExch(&flags[i], 1);
    out[i] += (float)atomicAdd(&flags[1 - i], 0);
  }
}

#ifdef WITH_MAIN
/* A host that fills `in` and copies `out` back: those bytes are then
 * locations too, so the runtime restarts once and explores them as events
 * (no saving, the same counts). */
#include <cuda_runtime.h>
#define THREADS (GRID * BLOCK)
int main(void) {
  float *in, *out;
  int *flags;
  static float host[THREADS];
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof host);
  cudaMalloc(&flags, 2 * sizeof(int));
  cudaMemset(in, 0, sizeof host);
  cudaMemset(flags, 0, 2 * sizeof(int));
  work<<<GRID, BLOCK>>>(in, out, flags);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  cudaFree(in);
  cudaFree(out);
  cudaFree(flags);
  return 0;
}
#endif
