// A counter every thread of two blocks increments with atomicAdd (device
// scope): nothing to repair. RUN and CHECK lines at the end.
__device__ unsigned counter;

__global__ void count() {
  atomicAdd(&counter, 1u);
}

int main() {
  count<<<2, 2>>>();
  unsigned total = 0;
  cudaMemcpyFromSymbol(&total, counter, sizeof total);
  wmc_assert(total == 4);
  return 0;
}

// RUN: %wmc check --repair %s 2>/dev/null | FileCheck %s
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// CHECK: Repair: not-needed{{$}}
// CHECK-NOT: fix:
//
// RUN: %wmc check --repair --report=json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "repair": {
// JSON-NEXT:   "after": {
// JSON-NEXT:     "errors": 0,
// JSON-NEXT:     "executions": 1
// JSON-NEXT:   },
// JSON-NEXT:   "fixes": [],
// JSON-NEXT:   "rounds": 0,
// JSON-NEXT:   "status": "not-needed"
// JSON-NEXT: },
//
// The exported file has no edits.
// RUN: rm -rf %t && mkdir %t
// RUN: %wmc check --repair --export-fixes=%t/fixes.yaml %s > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// YAML: Diagnostics: []
//
// --export-fixes without --repair is a usage error.
// RUN: not %wmc check --export-fixes=%t/f.yaml %s 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: option '--export-fixes' needs '--repair'
