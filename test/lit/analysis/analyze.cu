// wmc analyze on CUDA: an atomic_ref with block scope on a __device__
// variable, seen from two blocks. RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int X, Y;

__global__ void mp() {
  cuda::atomic_ref<int, cuda::thread_scope_block> flag(X);
  if (blockIdx.x == 0) {
    Y = 1;
    flag.store(1, cuda::memory_order_release);
  } else if (flag.load(cuda::memory_order_acquire) == 1) {
    wmc_assert(Y == 1);
  }
}

int main() {
  mp<<<2, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// Text: clang's diagnostics; one warning for the scope written once, with a
// note where the scope is chosen; exit status 1.
// RUN: %wmc analyze %s > %t.text 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=TEXT < %t.text
// TEXT: analyze.cu:11:10: warning: 'store' is atomic only within one block, but it accesses global memory ('X') that threads of other blocks can reach at the same address; use device scope [-Wwmc-scope]
// TEXT: analyze.cu:8:31: note: the block scope is chosen here
// TEXT: analyze.cu:5:16: note: 'X' is in global memory that every block can access
// TEXT-NOT: warning:
//
// The JSON report: exactly one object on stdout.
// RUN: %wmc analyze --report=json %s > %t.json 2>/dev/null; test $? -eq 1
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(len(d['diagnostics']), d['diagnostics'][0]['fixits'][0]['offset'], d['diagnostics'][0]['fixits'][0]['length'])" %t.json | FileCheck %s --check-prefix=COUNT
// COUNT: {{^}}1 [[#]] 18{{$}}
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: {"diagnostics": [
// JSON-NEXT: {"check": "wmc-scope", "severity": "warning", "file": "{{.*}}analyze.cu", "line": 11, "column": 10, "message": "'store' is atomic only within one block, {{.*}}", "notes": [{"file": "{{.*}}analyze.cu", "line": 8, "column": 31, "message": "the block scope is chosen here"}, {"file": "{{.*}}analyze.cu", "line": 5, "column": 16, "message": "'X' is in global memory that every block can access"}], "fixits": [{"file": "{{.*}}analyze.cu", "line": 8, "column": 31, "offset": [[#]], "length": 18, "replacement": "thread_scope_device"}]}
// JSON-NEXT: ]}
// The offset is the byte offset of "thread_scope_block" in the file.
// RUN: python3 -c "import json,sys; f=json.load(open(sys.argv[1]))['diagnostics'][0]['fixits'][0]; t=open(sys.argv[2],'rb').read(); print(t[f['offset']:f['offset']+f['length']].decode())" %t.json %s | FileCheck %s --check-prefix=BYTES
// BYTES: {{^}}thread_scope_block{{$}}
//
// -Werror=wmc-scope: the finding is an error, still exit status 1.
// RUN: %wmc analyze %s -- -Werror=wmc-scope > %t.werror 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=WERROR < %t.werror
// WERROR: analyze.cu:11:10: error: 'store' {{.*}} [-Werror,-Wwmc-scope]
// WERROR-NOT: unknown warning option
// -Wno-wmc-scope: nothing to report, exit status 0, empty JSON.
// RUN: %wmc analyze --report=json %s -- -Wno-wmc-scope | FileCheck %s --check-prefix=NONE
// NONE: {"diagnostics": []}
//
// --export-fixes and clang-apply-replacements, then the explorer: the fixed
// copy has no error and no warning.
// RUN: not %wmc check %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: error: {{.*}}race
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cu
// RUN: %wmc analyze --export-fixes=%t/fixes.yaml %t/fixed.cu 2>/dev/null; test $? -eq 1
// RUN: clang-apply-replacements %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cu
// FIXED: cuda::atomic_ref<int, cuda::thread_scope_device> flag(X);
// RUN: %wmc analyze %t/fixed.cu 2>&1 | count 0
// RUN: %wmc check %t/fixed.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete={{[0-9]+}} erroneous=0 blocked=0 errors=0
//
// SARIF 2.1.0, valid against the bundled schema: the warning is a result, its
// notes are related locations, its fix-it a fix at the same bytes as in the
// JSON (the offset of "thread_scope_block" in this file).
// RUN: %wmc analyze --report=sarif %s > %t.sarif 2>/dev/null; test $? -eq 1
// RUN: python3 %S/../report/Inputs/check_sarif.py %t.sarif | FileCheck %s --check-prefix=SARIF
// SARIF: valid SARIF 2.1.0
// SARIF-NEXT: rules: wmc-scope wmc-shared-race wmc-divergent-barrier wmc-data-race wmc-weak-publication
// SARIF-NEXT: result: wmc-scope warning at analyze.cu:11:10
// SARIF-NEXT: message: 'store' is atomic only within one block, {{.*}}
// SARIF-NEXT: related: line 8: the block scope is chosen here
// SARIF-NEXT: related: line 5: 'X' is in global memory that every block can access
// SARIF-NEXT: fix: analyze.cu offset 237 length 18 -> 'thread_scope_device'
// SARIF-NOT: result:
// RUN: %wmc analyze --report=sarif %s -- -Wno-wmc-scope > %t.none.sarif
// RUN: python3 %S/../report/Inputs/check_sarif.py %t.none.sarif | FileCheck %s --check-prefix=SARIF-NONE
// SARIF-NONE: valid SARIF 2.1.0
// SARIF-NONE-NOT: result:
