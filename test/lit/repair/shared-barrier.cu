// A block-wide sum through __shared__ memory with the __syncthreads()
// between the writes and the read left out: thread 0 may read s[1] before
// thread 1 wrote it. The repair inserts one barrier after the write, which
// every thread of the block executes (not in the branch). RUN/CHECK at the end.
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
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}shared-barrier.cu:9:36: fix: insert-barrier: a block barrier after this statement, which every thread of the block reaches, removes the data race on s[1]@b0
// CHECK-NEXT: {{^}}    9 |   s[threadIdx.x] = threadIdx.x + 1;
// CHECK-NEXT: {{^}}      |                                    ^{{$}}
// CHECK-NEXT: {{^}}      |                                     __syncthreads();{{$}}
// CHECK-NEXT: re-explored: 1 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/sum.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/sum.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=EDITED < %t/sum.cu
// EDITED: {{^}}  s[threadIdx.x] = threadIdx.x + 1; __syncthreads();{{$}}
// EDITED-NEXT: {{^}}  if (threadIdx.x == 0){{$}}
// RUN: %wmc check %t/sum.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
