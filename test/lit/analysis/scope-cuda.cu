// A counter incremented by two blocks with a block-scoped atomic; RUN and
// CHECK lines at the end.
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

// wmc-scope through the normal clang CUDA invocation (host side, syntax
// only; the <<<...>>> launch stays as written): the warning, its note and
// its fix-it.
// RUN: %cuda_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: scope-cuda.cu:6:3: warning: 'atomicAdd_block' is atomic only within one block, but it accesses global memory ('counter') that threads of other blocks can reach at the same address; use device scope [-Wwmc-scope]
// CHECK-NEXT: {{^}}    6 |   atomicAdd_block(&counter, 1u);
// CHECK: fix-it:"{{.*}}scope-cuda.cu":{6:3-6:18}:"atomicAdd"
// CHECK-NEXT: scope-cuda.cu:3:21: note: 'counter' is in global memory that every block can access
// CHECK: 1 warning generated
//
// -Werror=wmc-scope and -Wno-wmc-scope, spelled as plugin arguments (clang
// does not see them) or as clang options (clang 19 first warns that it does
// not know the group; -Wno-unknown-warning-option silences that). -Werror
// and -w are clang's own.
// RUN: not %cuda_syntax -fplugin-arg-wmc-Werror=wmc-scope %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %cuda_syntax -Wno-unknown-warning-option -Werror=wmc-scope %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not %cuda_syntax -Werror %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: scope-cuda.cu:6:3: error: 'atomicAdd_block' is atomic only within one block, {{.*}} [-Werror,-Wwmc-scope]
// RUN: %cuda_syntax -Werror -fplugin-arg-wmc-Wno-error=wmc-scope %s 2>&1 | FileCheck %s --check-prefix=WARNING
// WARNING: scope-cuda.cu:6:3: warning: 'atomicAdd_block' {{.*}} [-Wwmc-scope]
// RUN: %cuda_syntax -fplugin-arg-wmc-Wno-wmc-scope %s 2>&1 | count 0
// RUN: %cuda_syntax -Wno-unknown-warning-option -Wno-wmc-scope %s 2>&1 | count 0
// RUN: %cuda_syntax -w %s 2>&1 | count 0
// RUN: %cuda_syntax -Wno-wmc-scope %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: warning: unknown warning option '-Wno-wmc-scope' [-Wunknown-warning-option]
// UNKNOWN-NOT: wmc-scope]
//
// The fix-it, checked by the explorer: wmc check reports the heterogeneous
// race of the original (after printing the warning once) and nothing on the
// fixed copy.
// RUN: not %wmc check %s > %t.before 2>&1
// RUN: FileCheck %s --check-prefix=BEFORE < %t.before
// RUN: grep -c 'wmc-scope\]' %t.before | FileCheck %s --check-prefix=ONCE
// BEFORE: scope-cuda.cu:6:3: warning: 'atomicAdd_block' is atomic only within one block
// BEFORE: error: heterogeneous-race: {{.*}} at {{.*}}scope-cuda.cu:6
// ONCE: {{^}}1{{$}}
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cu
// RUN: %cuda_syntax -Xclang -fixit %t/fixed.cu 2>&1 | FileCheck %s --check-prefix=FIXIT
// FIXIT: fixed.cu:6:3: note: FIX-IT applied suggested code changes
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cu
// FIXED: {{^}}  atomicAdd(&counter, 1u);
// RUN: %wmc check %t/fixed.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
