// Two rounds over a __shared__ pair, in a loop whose body is one unbraced
// statement, itself the unbraced body of an if: in round k thread t writes
// s[(t + k) % 2], so round 1 writes the slot the other thread wrote in
// round 0 with nothing between them (a data race). The barrier must run in
// every round, as the exploration ran it after the write: the edit wraps the
// loop body in braces. (Placed after the write's `;`, as wmc did before its
// site table, it would run once after the loop, and the race would remain.)
// RUN/CHECK lines at the end.
__device__ int out[2];

__global__ void rounds(int n) {
  __shared__ int s[2];
  if (n > 0)
    for (int k = 0; k < n; ++k)
      s[(threadIdx.x + k) % 2] = k;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}

int main() {
  rounds<<<1, 2>>>(2);
  cudaDeviceSynchronize();
  return 0;
}

// The barrier after the write and the one before it (the same place in the
// next round) are each two edits, braces included: the one after is chosen.
// With a barrier between the rounds every two accesses of one slot are
// ordered, so each read has one write to read: 1 execution.
// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}barrier-unbraced-loop.cu:15
// CHECK: Repair: repaired (1 round, 2 edits)
// CHECK-NEXT: {{.*}}barrier-unbraced-loop.cu:15:7: fix: add-braces: braces keep the statement inserted next to this one in the body of its if, else or loop, which runs it exactly when the exploration did
// CHECK-NEXT: {{^}}   15 |       s[(threadIdx.x + k) % 2] = k;
// CHECK-NEXT: {{^}}      |       ^{{$}}
// CHECK-NEXT: {{^}}      |       {{[{]}} {{$}}
// CHECK-NEXT: {{.*}}barrier-unbraced-loop.cu:15:36: fix: insert-barrier: a block barrier after this statement, which every thread of the block reaches, removes the data race on s[{{[01]}}]@b0
// CHECK-NEXT: {{^}}   15 |       s[(threadIdx.x + k) % 2] = k;
// CHECK-NEXT: {{^}}      |                                    ^{{$}}
// CHECK-NEXT: {{^}}      |                                     __syncthreads(); }{{$}}
// CHECK-NEXT: re-explored: 1 executions, no error
//
// The round trip: the edited file, checked without --repair, is clean, with
// the same executions as the explored repair.
// RUN: rm -rf %t && mkdir %t && cp %s %t/rounds.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/rounds.cu > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=EDITED < %t/rounds.cu
// EDITED: {{^}}  if (n > 0){{$}}
// EDITED-NEXT: {{^}}    for (int k = 0; k < n; ++k){{$}}
// EDITED-NEXT: {{^}}      { s[(threadIdx.x + k) % 2] = k; __syncthreads(); }{{$}}
// EDITED-NEXT: {{^}}  __syncthreads();{{$}}
// RUN: %wmc check %t/rounds.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
