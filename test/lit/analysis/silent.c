// Correct programs get no wmc-scope warning: block-scoped atomics on
// __shared__/__local memory, device-scoped atomics, per-block slots, and
// block scopes in kernels launched with one block. wmc analyze exits 0 and
// prints nothing.
//
// RUN: %wmc analyze %S/../cuda/histogram.cu 2>&1 | count 0
// RUN: %wmc analyze %S/../cuda/atomics.cu 2>&1 | count 0
// RUN: %wmc analyze %S/../cuda/reduction.cu 2>&1 | count 0
// RUN: %wmc analyze %S/../../field/cuda_histogram.cu 2>&1 | count 0
// RUN: %wmc analyze %S/../../field/ocl_histogram.cl 2>&1 | count 0
// RUN: %wmc analyze %S/../gpu/fig1a-scoped-mp.c 2>&1 | count 0
// RUN: %wmc analyze %s 2>&1 | count 0
// RUN: %wmc analyze --report=json %s | FileCheck %s
// CHECK: {"diagnostics": []}
#include <wmc/gpu.h>

int per_block[4];

static void kernel(void *arg) {
  int *slots = (int *)arg;
  wmc_atomic_fetch_add(&per_block[wmc_block_idx()], 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
  wmc_atomic_fetch_add(slots + wmc_block_idx() * 2, 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
  wmc_atomic_fetch_add(&slots[0], 1, WMC_RELAXED, WMC_SCOPE_DEVICE);
}

int main(void) {
  static int slots[8];
  wmc_gpu_launch(4, 2, kernel, slots);
  wmc_gpu_synchronize();
  return 0;
}
