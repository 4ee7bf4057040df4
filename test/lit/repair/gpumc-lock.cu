// GPUMC-shaped micro-benchmark: a spin lock across blocks built from
// CUDA's block-scope atomics and fences. Thread 0 of each of two blocks
// takes the lock with atomicCAS_block, increments a plain counter between
// two __threadfence_block() and releases it with atomicExch_block. Block
// scope orders nothing between blocks: the lock's atomics race
// heterogeneously and the counter races. CUDA's atomic functions are
// relaxed and have no order argument, so the fences carry the
// synchronisation: wmc widens the two atomics (for the heterogeneous
// races) and the two fences (for the counter): four edits, the fewest
// (strengthening an order is no edit that exists here). RUN and CHECK lines
// at the end.
__device__ int lock;
__device__ int counter;

__global__ void add() {
  if (threadIdx.x == 0) {
    while (atomicCAS_block(&lock, 0, 1) != 0) {
    }
    __threadfence_block();
    counter = counter + 1;
    __threadfence_block();
    atomicExch_block(&lock, 0);
  }
}

int main() {
  add<<<2, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// Before, per block that takes the lock first (2): the other block's CAS
// fails reading 1 (its spin blocks) or succeeds after the release; when it
// succeeds its plain load of counter reads the first block's 1 or, not
// synchronised, the initial 0, and then its store goes after or before the
// first's in coherence: 1 + 1 + 2 = 4 executions, 8 in all, each with a
// heterogeneous race on lock (the two CASes are never ordered).
// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// Five races (one report per pair of sites): the CAS with the other
// block's CAS and with its exchange, the counter's load and store with the
// other block's store, the two exchanges.
// CHECK: error: heterogeneous-race: {{.*}}gpumc-lock.cu:17
// CHECK: error: heterogeneous-race: {{.*}}gpumc-lock.cu:17
// CHECK: error: data-race: {{.*}}gpumc-lock.cu:20
// CHECK: error: data-race: {{.*}}gpumc-lock.cu:20
// CHECK: error: heterogeneous-race: {{.*}}gpumc-lock.cu:22
// CHECK: Summary: model=SRC11 complete=0 erroneous=8 blocked=0 errors=5
// CHECK: Repair: repaired (1 round, 4 edits)
// CHECK-NEXT: {{.*}}gpumc-lock.cu:17:12: fix: widen-scope: device scope removes the heterogeneous race on lock; data race on counter
// CHECK-NEXT: {{^}}   17 |     while (atomicCAS_block(&lock, 0, 1) != 0) {
// CHECK-NEXT: {{^}}      |            ^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |            atomicCAS{{$}}
// CHECK-NEXT: {{.*}}gpumc-lock.cu:19:5: fix: widen-scope: device scope removes the data race on counter
// CHECK-NEXT: {{^}}   19 |     __threadfence_block();
// CHECK-NEXT: {{^}}      |     ^~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |     __threadfence{{$}}
// CHECK-NEXT: {{.*}}gpumc-lock.cu:21:5: fix: widen-scope: device scope removes the data race on counter
// CHECK-NEXT: {{^}}   21 |     __threadfence_block();
// CHECK-NEXT: {{^}}      |     ^~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |     __threadfence{{$}}
// CHECK-NEXT: {{.*}}gpumc-lock.cu:22:5: fix: widen-scope: device scope removes the heterogeneous race on lock; data race on counter
// CHECK-NEXT: {{^}}   22 |     atomicExch_block(&lock, 0);
// CHECK-NEXT: {{^}}      |     ^~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |     atomicExch{{$}}
// After, per first block: the other's CAS fails and blocks, or succeeds
// and then reads the first's counter: 2 executions, 4 in all (the repair
// explores with --keep-going, which stops no run at a stale await).
// CHECK-NEXT: re-explored: 4 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/lock.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/lock.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/lock.cu
// FIXED:      {{^}}    while (atomicCAS(&lock, 0, 1) != 0) {{{$}}
// FIXED:      {{^}}    __threadfence();{{$}}
// FIXED-NEXT: {{^}}    counter = counter + 1;{{$}}
// FIXED-NEXT: {{^}}    __threadfence();{{$}}
// FIXED-NEXT: {{^}}    atomicExch(&lock, 0);{{$}}
// The fixed copy without --keep-going: 2 complete. When block 0 (run
// first) has the lock, block 1's failed CAS reads a 1 that block 0's
// release had already overwritten when the CAS was added: that run is
// stopped at a stale await. When block 1 has it (a revisit makes block 0's
// CAS read block 1's 1), block 0's failed CAS is the revisited read itself,
// kept by the graph, so it cannot be taken back and retried: it blocks.
// RUN: %wmc check %t/lock.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=1 errors=0
// AFTER-NEXT: note: 1 run stopped at an await that failed on an overwritten value
