// Twin of work-queue-device.cu with the cursor's atomic_ref narrowed to
// block scope: the fetch_adds of the two blocks are not atomic with respect
// to each other (a heterogeneous race), and both blocks may claim one item.
// CORPUS: buggy twin of work-queue-device.cu
// ANALYSIS: wmc-scope line=12|13|14
// EXPLORE: --model=src11
#include <cuda/atomic>

#define ITEMS 3

__global__ void process(int *cursor, int *done, int n) {
  cuda::atomic_ref<int, cuda::thread_scope_block> next(*cursor);
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

// RUN: %expect 1 %wmc check --model=src11 %s | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}} at {{.*}}work-queue-device-bug.cu:13 (thread T0.2(b1,t0))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: rmw-write(rlx.cta) malloc@{{.*}}work-queue-device-bug.cu:20 = {{.*}} @ {{.*}}work-queue-device-bug.cu:13
// CHECK-NEXT: T0.2(b1,t0)#{{[0-9]+}}: rmw(rlx.cta) malloc@{{.*}}work-queue-device-bug.cu:20 = {{.*}} @ {{.*}}work-queue-device-bug.cu:13
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
