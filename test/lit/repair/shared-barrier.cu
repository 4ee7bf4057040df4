// A block-wide sum through __shared__ memory with the __syncthreads()
// between the writes and the read left out: thread 0 may read s[1] before
// thread 1 wrote it. Barrier insertion is not a repair kind yet: the repair
// says so (not-found) and edits nothing. RUN and CHECK lines at the end.
__device__ int result;

__global__ void sum() {
  __shared__ int s[2];
  s[threadIdx.x] = threadIdx.x + 1;
  if (threadIdx.x == 0)
    result = s[0] + s[1];
}

int main() {
  sum<<<1, 2>>>();
  cudaDeviceSynchronize();
  return 0;
}

// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}shared-barrier.cu:9
// CHECK: Repair: not-found (0 rounds, 0 edits)
// CHECK-NEXT: not found: data-race at {{.*}}shared-barrier.cu:9: a race between threads of one block: repair by barrier insertion not supported yet
