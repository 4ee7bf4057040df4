/* The LB ring of EXPECTED.md C / GPUMC Table 5, with <wmc/gpu.h>: N GPU
 * threads, each in its own block; thread i reads V[i+1 mod N] (acquire,
 * device scope), then writes V[i] (release, device scope). 2^N - 1
 * executions under SRC11: the all-ones cycle is thin air. */
#include <wmc/gpu.h>
#ifndef N
#define N 10
#endif
int V[N];
static void ring(void *arg) {
  (void)arg;
  unsigned i = wmc_block_idx();
  (void)wmc_atomic_load(&V[(i + 1) % N], WMC_ACQUIRE, WMC_SCOPE_DEVICE);
  wmc_atomic_store(&V[i], 1, WMC_RELEASE, WMC_SCOPE_DEVICE);
}
int main(void) {
  wmc_gpu_launch(N, 1, ring, 0);
  wmc_gpu_synchronize();
  return 0;
}
