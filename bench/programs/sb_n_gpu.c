/* SB with N GPU threads in one block (GPUMC Fig. 4): thread i writes X[i],
 * then reads X[i+1 mod N], relaxed at block scope. "Every thread read 0" is
 * allowed, so the assertion fails; the figure is the time to find it. */
#include <assert.h>
#include <wmc/gpu.h>
#ifndef N
#define N 4
#endif
int X[N];
int R[N];
static void sb(void *arg) {
  (void)arg;
  unsigned i = wmc_thread_idx();
  wmc_atomic_store(&X[i], 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
  R[i] = wmc_atomic_load(&X[(i + 1) % N], WMC_RELAXED, WMC_SCOPE_BLOCK);
}
int main(void) {
  wmc_gpu_launch(1, N, sb, 0);
  wmc_gpu_synchronize();
  int sum = 0;
  for (int i = 0; i < N; i++)
    sum += R[i];
  assert(sum != 0);
  return 0;
}
