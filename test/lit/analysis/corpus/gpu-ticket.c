// Tickets across blocks with <wmc/gpu.h>'s scoped atomics: each GPU thread
// draws a ticket from a global dispenser with a device-scope fetch_add and
// fills the slot its ticket names, so every slot is filled exactly once.
// 2 blocks of 2 threads.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#include <wmc/gpu.h>
#include <wmc/wmc.h>

#define BLOCKS 2
#define THREADS 2

unsigned dispenser;
unsigned slots[BLOCKS * THREADS];

static void draw(void *arg) {
  (void)arg;
  unsigned ticket = wmc_atomic_fetch_add(&dispenser, 1u, WMC_RELAXED, WMC_SCOPE_DEVICE);
  slots[ticket] = wmc_block_idx() * THREADS + wmc_thread_idx() + 1;
}

int main(void) {
  wmc_gpu_launch(BLOCKS, THREADS, draw, 0);
  wmc_gpu_synchronize();
  for (int i = 0; i < BLOCKS * THREADS; i++)
    wmc_assert(slots[i] != 0);
  return 0;
}

// 24 executions: the 4! orders of the four fetch_adds, whose results (the
// tickets) are used.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=24 erroneous=0 blocked=0 errors=0
