// A counter every thread of two blocks increments with atomicAdd_block:
// atomic only within a block, so the updates of different blocks race
// heterogeneously. The repair widens the one call to device scope
// (atomicAdd), one edit for all the races; RUN and CHECK lines at the end.
__device__ unsigned counter;

__global__ void count() {
  atomicAdd_block(&counter, 1u);
}

int main() {
  count<<<2, 2>>>();
  unsigned total = 0;
  cudaMemcpyFromSymbol(&total, counter, sizeof total);
  wmc_assert(total == 4);
  return 0;
}

// RUN: not %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: error: heterogeneous-race: {{.*}}counter-block.cu:8
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}counter-block.cu:8:3: fix: widen-scope: device scope removes the heterogeneous race on counter
// CHECK-NEXT: {{^}}    8 |   atomicAdd_block(&counter, 1u);
// CHECK-NEXT: {{^}}      |   ^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |   atomicAdd{{$}}
// CHECK-NEXT: re-explored: 1 executions, no error
//
// RUN: not %wmc check --repair --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "repair": {
// JSON-NEXT:   "after": {
// JSON-NEXT:     "errors": 0,
// JSON-NEXT:     "executions": 1
// JSON-NEXT:   },
// JSON-NEXT:   "fixes": [
// JSON-NEXT:     {
// JSON-NEXT:       "column": 3,
// JSON-NEXT:       "file": "{{.*}}counter-block.cu",
// JSON-NEXT:       "kind": "widen-scope",
// JSON-NEXT:       "length": 15,
// JSON-NEXT:       "line": 8,
// JSON-NEXT:       "offset": 345,
// JSON-NEXT:       "reason": "device scope removes the heterogeneous race on counter",
// JSON-NEXT:       "replacement": "atomicAdd"
// JSON-NEXT:     }
// JSON-NEXT:   ],
// JSON-NEXT:   "rounds": 1,
// JSON-NEXT:   "status": "repaired"
// JSON-NEXT: },
//
// The round trip: apply the exported edits, check the program as it is now.
// RUN: rm -rf %t && mkdir %t && cp %s %t/counter.cu
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml %t/counter.cu > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/counter.cu
// RUN: %wmc check %t/counter.cu 2>&1 | FileCheck %s --check-prefix=AFTER
//
// YAML:      MainSourceFile: "{{.*}}counter.cu"
// YAML:      - DiagnosticName: "wmc-repair"
// YAML:      Replacements:
// YAML-NEXT:   - FilePath: "{{.*}}counter.cu"
// YAML-NEXT:     Offset: 345
// YAML-NEXT:     Length: 15
// YAML-NEXT:     ReplacementText: "atomicAdd"
// FIXED:     {{^}}  atomicAdd(&counter, 1u);
// AFTER:     Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
