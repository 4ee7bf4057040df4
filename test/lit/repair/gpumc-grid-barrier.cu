// GPUMC-shaped micro-benchmark: a barrier across blocks built from atomics.
// Each of two blocks writes its slot, fences, counts itself in with
// atomicAdd_block, spins until both have arrived (a volatile read), fences
// and reads the other block's slot. The count is of block scope: the two
// increments race heterogeneously and the barrier orders nothing, so the
// slots race. One edit: atomicAdd_block -> atomicAdd (the fences are of
// device scope already). RUN and CHECK lines at the end.
__device__ unsigned arrived;
__device__ int slot[2];

__global__ void exchange() {
  unsigned b = blockIdx.x;
  slot[b] = b + 1;
  __threadfence();
  atomicAdd_block(&arrived, 1u);
  while (*(volatile unsigned *)&arrived < 2u) {
  }
  __threadfence();
  wmc_assert(slot[1 - b] == 2 - (int)b);
}

int main() {
  exchange<<<2, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// Before, per order of the two increments (2): the block that counted
// first spins reading its own 1 (blocked) or the other's 2; the other reads
// 2. Four executions, each with the heterogeneous race of the increments.
// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// Three races: the increments, an increment with the other block's
// volatile read (system scope, but the increment's block scope does not
// include it), the slot. (The slot's read cannot see 0 even so: the two
// device-scope seq_cst fences forbid it.)
// CHECK: error: heterogeneous-race: {{.*}}gpumc-grid-barrier.cu:15
// CHECK: error: heterogeneous-race: {{.*}}gpumc-grid-barrier.cu:15
// CHECK: error: data-race: {{.*}}gpumc-grid-barrier.cu:19
// CHECK: Summary: model=SRC11 complete=0 erroneous=4 blocked=0 errors=3
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}gpumc-grid-barrier.cu:15:3: fix: widen-scope: device scope removes the heterogeneous race on arrived; data race on slot[0]
// CHECK-NEXT: {{^}}   15 |   atomicAdd_block(&arrived, 1u);
// CHECK-NEXT: {{^}}      |   ^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |   atomicAdd{{$}}
// After: the same four executions (two complete, two blocked), clean.
// CHECK-NEXT: re-explored: 4 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/bar.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/bar.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/bar.cu
// FIXED: {{^}}  atomicAdd(&arrived, 1u);{{$}}
// RUN: %wmc check %t/bar.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=2 errors=0
