// A work-group sum through __local memory with the barrier between the
// writes and the reads left out: work-item 0 reads tmp[1..3] while the
// others may not have written them (three races). One barrier after the
// write removes all three. RUN and CHECK lines at the end.
#include <wmc/opencl.h>

kernel void sum(global int *out) {
  local int tmp[4];
  int id = get_local_id(0);
  tmp[id] = id + 1;
  if (id == 0)
    out[0] = tmp[0] + tmp[1] + tmp[2] + tmp[3];
}

// RUN: not %wmc check --repair --global-size=4 --local-size=4 %s 2>/dev/null | FileCheck %s
// CHECK: Summary: model=SRC11 complete=0 erroneous=8 blocked=0 errors=3
// CHECK-NEXT: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}opencl-local-barrier.cl:10:20: fix: insert-barrier: a block barrier after this statement, which every thread of the block reaches, removes the data race on tmp[1]@b0; data race on tmp[2]@b0; data race on tmp[3]@b0
// CHECK-NEXT: {{^}}   10 |   tmp[id] = id + 1;
// CHECK-NEXT: {{^}}      |                   ^{{$}}
// CHECK-NEXT: {{^}}      |                    barrier(CLK_LOCAL_MEM_FENCE);{{$}}
// CHECK-NEXT: re-explored: 1 executions, no error
//
// RUN: not %wmc check --repair --report=json --global-size=4 --local-size=4 %s 2>/dev/null | FileCheck %s --check-prefix=JSON
// JSON:      "fixes": [
// JSON-NEXT:   {
// JSON-NEXT:     "column": 20,
// JSON-NEXT:     "file": "{{.*}}opencl-local-barrier.cl",
// JSON-NEXT:     "kind": "insert-barrier",
// JSON-NEXT:     "length": 0,
// JSON-NEXT:     "line": 10,
// JSON-NEXT:     "offset": 404,
// JSON:          "replacement": " barrier(CLK_LOCAL_MEM_FENCE);"
// JSON-NEXT:   }
// JSON-NEXT: ],
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/sum.cl
// RUN: not %wmc check --repair --export-fixes=%t/fixes.yaml --global-size=4 --local-size=4 %t/sum.cl > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=EDITED < %t/sum.cl
// EDITED: {{^}}  tmp[id] = id + 1; barrier(CLK_LOCAL_MEM_FENCE);{{$}}
// RUN: %wmc check --global-size=4 --local-size=4 %t/sum.cl 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
