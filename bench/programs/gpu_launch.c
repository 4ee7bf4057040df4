/* A trivial kernel of T GPU threads (blocks of 256, or T if smaller): each
 * thread writes its global index to its own slot. One execution under every
 * model; the figures are the cost of the launch itself (thread creation,
 * joins, views), which must grow linearly with T. */
#include <wmc/gpu.h>
#ifndef T
#define T 1024
#endif
#define BLOCK (T < 256 ? T : 256)
int out[T];
static void fill(void *arg) {
  (void)arg;
  unsigned i = wmc_block_idx() * BLOCK + wmc_thread_idx();
  out[i] = (int)i;
}
int main(void) {
  wmc_gpu_launch(T / BLOCK, BLOCK, fill, 0);
  wmc_gpu_synchronize();
  return out[T - 1] == T - 1 ? 0 : 1;
}
