// A copy/compute overlap pipeline, as in the CUDA streams samples: the
// input is split into 2 chunks; each chunk gets its own stream, with an
// asynchronous host-to-device copy, a kernel that scales it, and an
// asynchronous device-to-host copy; the host waits for every stream, then
// checks the results. Kernels of different streams run concurrently.
//
// Correct version: no error. 1 complete execution: each stream's copy,
// kernel and copy are ordered by the stream, the streams touch disjoint
// chunks, and the host reads after cudaDeviceSynchronize.
//
// Buggy twin (-DSHARED_SCRATCH): both kernels stage their values in one
// scratch buffer (reused across streams, a classic mistake): the two
// streams' kernels write the same elements concurrently, a data race.
// Treating the streams as one queue would miss it.
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s -- -DSHARED_SCRATCH | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 {{.*}}errors=0
#include <cuda_runtime.h>

#define CHUNKS 2
#define CHUNK 4

__global__ void scale(const float *in, float *out, float *scratch, float by) {
  unsigned i = threadIdx.x;
  scratch[i] = in[i] * by; // BUG: error: data-race: {{.*}} at {{.*}}cuda_stream_pipeline.cu:[[@LINE]]
  out[i] = scratch[i];
}

int main() {
  float h_in[CHUNKS * CHUNK], h_out[CHUNKS * CHUNK];
  for (int i = 0; i < CHUNKS * CHUNK; i++)
    h_in[i] = (float)i;
  float *d_in, *d_out, *d_scratch;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMalloc(&d_scratch, sizeof h_in);
  cudaStream_t streams[CHUNKS];
  for (int c = 0; c < CHUNKS; c++)
    cudaStreamCreate(&streams[c]);
  for (int c = 0; c < CHUNKS; c++) {
    int at = c * CHUNK;
#ifdef SHARED_SCRATCH
    float *scratch = d_scratch;
#else
    float *scratch = d_scratch + at;
#endif
    cudaMemcpyAsync(d_in + at, h_in + at, CHUNK * sizeof(float), cudaMemcpyHostToDevice,
                    streams[c]);
    scale<<<1, CHUNK, 0, streams[c]>>>(d_in + at, d_out + at, scratch, 2.0f);
    cudaMemcpyAsync(h_out + at, d_out + at, CHUNK * sizeof(float), cudaMemcpyDeviceToHost,
                    streams[c]);
  }
  cudaDeviceSynchronize();
  for (int i = 0; i < CHUNKS * CHUNK; i++)
    wmc_assert(h_out[i] == 2.0f * (float)i);
  for (int c = 0; c < CHUNKS; c++)
    cudaStreamDestroy(streams[c]);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_scratch);
  return 0;
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
