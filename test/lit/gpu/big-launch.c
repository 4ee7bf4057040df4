// Launches at the scale of real kernels (docs/gpu.md, "Limits"): two
// launches of 16,384 GPU threads in blocks of 256. Each thread writes its
// slot, waits at the block barrier and reads its neighbour's slot in the
// block; the second launch runs after the host joined all of the first
// (its threads start with a view of 16,385 threads). One execution, every
// event accounted for: host 1 start + 32,768 creates + 32,768 joins + 1 end,
// and 6 events per GPU thread (start, write, arrive, depart, read, end):
// 65,538 + 196,608 = 262,146. Views and thread bookkeeping grow linearly,
// so this takes a fraction of a second under SRC11. (Not under SC: its
// consistency check walks the whole prefix of each write, and the second
// launch's writes have the first launch in their prefix; docs/gpu.md.)
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-report=json | FileCheck %s
// CHECK: "blocked": 0,
// CHECK: "erroneous": 0,
// CHECK: "errors": [],
// CHECK: "events": 262146,
// CHECK: "executions": 1,
// CHECK: "verdict": "verified",
#include <wmc/gpu.h>
#include <wmc/wmc.h>

#define THREADS 16384
#define BLOCK 256

int out[2][THREADS];

static void neighbours(void *arg) {
  int *slots = arg;
  unsigned b = wmc_block_idx(), t = wmc_thread_idx();
  unsigned i = b * BLOCK + t, next = b * BLOCK + (t + 1) % BLOCK;
  slots[i] = (int)i;
  wmc_gpu_barrier();
  wmc_assert(slots[next] == (int)next);
}

int main(void) {
  wmc_gpu_launch(THREADS / BLOCK, BLOCK, neighbours, out[0]);
  wmc_gpu_synchronize();
  wmc_gpu_launch(THREADS / BLOCK, BLOCK, neighbours, out[1]);
  wmc_gpu_synchronize();
  return 0;
}
