// A barrier that only half of the block reaches; RUN and CHECK lines at the
// end.
__device__ int data[32];

__global__ void halves() {
  unsigned t = threadIdx.x;
  data[t] = 1;
  if (threadIdx.x < 16)
    __syncthreads();
  data[t] = 2;
}

int main() {
  halves<<<1, 32>>>();
  cudaDeviceSynchronize();
  return 0;
}

// Threads 0..15 wait at the barrier on line 9 for threads 16..31, which
// never reach it: barrier divergence. The kernel-only form (no main) finds
// it as well.
//
// RUN: not %wmc check %s | FileCheck %s
// RUN: not %wmc check %s --block=32 -- -Dmain=unused_main | FileCheck %s
// CHECK: error: barrier-divergence: {{.*}}waits at a barrier that other threads of its block never reach (16 of 32 arrived){{.*}} at {{.*}}divergent-barrier.cu:9
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
