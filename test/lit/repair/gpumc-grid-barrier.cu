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
// device-scope seq_cst fences forbid it.) With --await=defer (the default)
// block 0's spin iteration that reads its own 1 is taken back until block
// 1's increment, so the first execution found with the second and third
// race has block 0 read block 1's 2: the volatile read races with block 1's
// increment (reported at the read, line 16) and block 0's read of slot[1]
// with block 1's store.
// CHECK: error: heterogeneous-race: {{.*}}gpumc-grid-barrier.cu:15
// CHECK: error: heterogeneous-race: {{.*}}gpumc-grid-barrier.cu:16
// CHECK: error: data-race: {{.*}}gpumc-grid-barrier.cu:19 (thread T0.1(b0,t0))
// CHECK-NEXT: store(na) slot[1] = 2 @ {{.*}}gpumc-grid-barrier.cu:13
// CHECK-NEXT: load(na) slot[1] = 2 {{.*}}gpumc-grid-barrier.cu:19
// CHECK: Summary: model=SRC11 complete=0 erroneous=4 blocked=0 errors=3
// CHECK: Repair: repaired (1 round, 1 edit)
// The edit also removes the race on slot[1], and the explanation names it:
// the synchronising chain goes from block 1's increment (made device
// scope) to block 0's volatile read, which SRC11 reads as a relaxed
// system-scope load, and on to the device-scope seq_cst fence after the
// spin (repair/SyncPaths.cpp takes the model's orders).
// CHECK-NEXT: {{.*}}gpumc-grid-barrier.cu:15:3: fix: widen-scope: device scope removes the heterogeneous race on arrived; data race on slot[1]{{$}}
// CHECK-NEXT: {{^}}   15 |   atomicAdd_block(&arrived, 1u);
// CHECK-NEXT: {{^}}      |   ^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |   atomicAdd{{$}}
// After: the same four executions (two complete, two blocked: the repair
// explores with --keep-going, which stops no run at a stale await), clean.
// CHECK-NEXT: re-explored: 4 executions, no error
//
// --await=prune adds the failed iterations at once: block 0's spin reads
// its own 1 before block 1 increments, so the volatile read's race is
// reported at the increment (line 15) and the slot race's witness is block
// 1 reading slot[0] through the two increments; the explanation names it.
// RUN: not %wmc check --repair --await=prune %s 2>/dev/null | FileCheck %s --check-prefix=PRUNE
// PRUNE: error: heterogeneous-race: {{.*}}gpumc-grid-barrier.cu:15
// PRUNE: error: heterogeneous-race: {{.*}}gpumc-grid-barrier.cu:15
// PRUNE: error: data-race: {{.*}}gpumc-grid-barrier.cu:19 (thread T0.2(b1,t0))
// PRUNE-NEXT: store(na) slot[0] = 1 @ {{.*}}gpumc-grid-barrier.cu:13
// PRUNE: Summary: model=SRC11 complete=0 erroneous=4 blocked=0 errors=3
// PRUNE: Repair: repaired (1 round, 1 edit)
// PRUNE-NEXT: {{.*}}gpumc-grid-barrier.cu:15:3: fix: widen-scope: device scope removes the heterogeneous race on arrived; data race on slot[0]{{$}}
// PRUNE-NEXT: {{^}}   15 |   atomicAdd_block(&arrived, 1u);
// PRUNE: re-explored: 4 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/bar.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/bar.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/bar.cu
// FIXED: {{^}}  atomicAdd(&arrived, 1u);{{$}}
// The fixed copy by default: per order of the increments, the block that
// counted first can fail reading its own 1, and that read is added after
// the other's increment (block 0's failed iteration is taken back until
// block 1's increment, then reads 2; block 1's read comes after block 0's
// increment anyway, block 0 being the lower thread): 2 complete, and the
// reads of 1, already overwritten, are 2 runs stopped at a stale await,
// none blocked.
// RUN: %wmc check %t/bar.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// AFTER-NEXT: note: 2 runs stopped at an await that failed on an overwritten value
