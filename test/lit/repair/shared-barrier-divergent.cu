// Threads 0 and 1 of a 3-thread block swap values through __shared__ memory
// inside a branch that thread 2 does not take. The only barrier between the
// writes and the reads would be in that branch: the re-exploration shows
// thread 2 never reaches it (barrier divergence), that site is ruled out, and
// no repair is left (not-found, no edit). RUN and CHECK lines at the end.
__device__ int result[2];

__global__ void swap() {
  __shared__ int s[2];
  if (threadIdx.x < 2) {
    s[threadIdx.x] = threadIdx.x + 1;
    result[threadIdx.x] = s[1 - threadIdx.x];
  }
}

int main() {
  swap<<<1, 3>>>();
  cudaDeviceSynchronize();
  return 0;
}

// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}shared-barrier-divergent.cu:11
// CHECK: Repair: not-found (1 round, 0 edits)
// CHECK-NEXT: not found: no set of changes removes every conflict: data race on s[1]@b0; barrier divergence at the barrier inserted after {{.*}}shared-barrier-divergent.cu:11
// CHECK-NOT: fix:
