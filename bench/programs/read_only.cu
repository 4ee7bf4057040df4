/* Read-only traffic (issue 7 item 5, docs/instrumentation.md): every GPU
 * thread of a kernel-only launch sums K neighbours of its index in `in`
 * (a gather, so `in` is not own-slot) and writes `out[i]` once; threads 0
 * and 1 also run SB through atomics on `flags`, so the exploration has a
 * few executions. The analysis proves `in` read-only and `out` own-slot,
 * so neither is an event; the counts are the same with
 * -fplugin-arg-wmc-no-private (bench/private.py prints both). */
#ifndef K
#define K 4
#endif
__global__ void gather(const float *in, float *out, int *flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int n = gridDim.x * blockDim.x;
  float acc = 0;
  for (int k = 0; k < K; ++k)
    acc += in[(i + k) % n];
  out[i] = acc;
  if (i < 2) {
    atomicExch(&flags[i], 1);
    out[i] += (float)atomicAdd(&flags[1 - i], 0);
  }
}
