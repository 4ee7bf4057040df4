/* __threadfence() in a 2-block kernel (issue 11 item 12): N GPU threads per
 * block; thread i of block b writes X[b][i], runs a device-scope SC fence (what
 * __threadfence() is), waits at the block barrier and reads X[1-b][i], all
 * relaxed at device scope. Each pair of threads is SB with fences (3
 * outcomes), and the barriers forbid a 0 read in both blocks, so there are
 * 2^(N+1) - 1 executions (test/lit/gpu/threadfence-blocks.c says why); the
 * benchmark times the first few and prints the time per execution against
 * the block size. The graph has 2N
 * SC fences, each hb-before the N reads of its block: psc is checked under
 * SRC11. */
#include <wmc/gpu.h>
#ifndef N
#define N 4
#endif
int X[2][N];
static void kernel(void *arg) {
  (void)arg;
  unsigned b = wmc_block_idx(), i = wmc_thread_idx();
  wmc_atomic_store(&X[b][i], 1, WMC_RELAXED, WMC_SCOPE_DEVICE);
  wmc_fence(WMC_SEQ_CST, WMC_SCOPE_DEVICE);
  wmc_barrier();
  (void)wmc_atomic_load(&X[1 - b][i], WMC_RELAXED, WMC_SCOPE_DEVICE);
}
int main(void) {
  wmc_gpu_launch(2, N, kernel, 0);
  wmc_gpu_synchronize();
  return 0;
}
