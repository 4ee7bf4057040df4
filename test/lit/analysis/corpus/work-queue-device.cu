// Dynamic work distribution across blocks: every block takes the next item
// from a global cursor with a device-scope cuda::atomic_ref fetch_add, so
// each item is claimed exactly once. 2 blocks of 1 thread, 3 items.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=src11
#include <cuda/atomic>

#define ITEMS 3

__global__ void process(int *cursor, int *done, int n) {
  cuda::atomic_ref<int, cuda::thread_scope_device> next(*cursor);
  for (int item = next.fetch_add(1, cuda::memory_order_relaxed); item < n;
       item = next.fetch_add(1, cuda::memory_order_relaxed))
    done[item] += 1;
}

int main() {
  int *cursor, *done;
  cudaMallocManaged(&cursor, sizeof(int));
  cudaMallocManaged(&done, ITEMS * sizeof(int));
  cudaMemset(cursor, 0, sizeof(int));
  cudaMemset(done, 0, ITEMS * sizeof(int));
  process<<<2, 1>>>(cursor, done, ITEMS);
  cudaDeviceSynchronize();
  for (int i = 0; i < ITEMS; i++)
    wmc_assert(done[i] == 1);
  cudaFree(cursor);
  cudaFree(done);
  return 0;
}

// 16 executions: which thread wins each of the three claims (2^3 = 8) times
// the 2 orders of the two final claims past the end.
// RUN: %expect 0 %wmc check --model=src11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=16 erroneous=0 blocked=0 errors=0
