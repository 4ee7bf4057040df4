// Twin of gpu-ticket.c whose dispenser is narrowed to block scope: the
// fetch_adds of different blocks are not atomic with respect to each other
// (a heterogeneous race), and two threads can draw the same ticket.
// CORPUS: buggy twin of gpu-ticket.c
// ANALYSIS: wmc-scope line=18
// EXPLORE: --model=src11
#include <wmc/gpu.h>
#include <wmc/wmc.h>

#define BLOCKS 2
#define THREADS 2

unsigned dispenser;
unsigned slots[BLOCKS * THREADS];

static void draw(void *arg) {
  (void)arg;
  unsigned ticket = wmc_atomic_fetch_add(&dispenser, 1u, WMC_RELAXED, WMC_SCOPE_BLOCK);
  slots[ticket] = wmc_block_idx() * THREADS + wmc_thread_idx() + 1;
}

int main(void) {
  wmc_gpu_launch(BLOCKS, THREADS, draw, 0);
  wmc_gpu_synchronize();
  for (int i = 0; i < BLOCKS * THREADS; i++)
    wmc_assert(slots[i] != 0);
  return 0;
}

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}} at {{.*}}gpu-ticket-bug.c:18 (thread T0.3(b1,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: rmw-write(rlx.cta) dispenser = {{.*}} @ {{.*}}gpu-ticket-bug.c:18
// CHECK-NEXT: T0.3(b1,t0)#{{[0-9]+}}: rmw(rlx.cta) dispenser = {{.*}} @ {{.*}}gpu-ticket-bug.c:18
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
