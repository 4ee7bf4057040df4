// <wmc/gpu.h> in C: GPUMC Fig. 1a run as two blocks of one thread; the
// block-scoped release/acquire pair does not synchronise across blocks.
// RUN and CHECK lines at the end.
#include <wmc/gpu.h>

int X, a, b;

static void kernel(void *arg) {
  (void)arg;
  if (wmc_block_idx() == 0) {
    wmc_atomic_store(&X, 1, WMC_RELEASE, WMC_SCOPE_BLOCK);
  } else {
    a = wmc_atomic_load(&X, WMC_ACQUIRE, WMC_SCOPE_BLOCK);
    if (a == 1)
      b = X;
  }
}

int main(void) {
  wmc_gpu_launch(2, 1, kernel, 0);
  wmc_gpu_synchronize();
  return 0;
}

// The plugin in an ordinary C compile: both atomics warned, each with the
// fix-it on the scope argument written at the macro's use.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: scope-gpu.c:11:5: warning: 'wmc_atomic_store' is atomic only within one block, but it accesses global memory ('X') that threads of other blocks can reach at the same address; use device scope [-Wwmc-scope]
// CHECK: fix-it:"{{.*}}scope-gpu.c":{11:42-11:57}:"WMC_SCOPE_DEVICE"
// CHECK-NEXT: scope-gpu.c:6:5: note: 'X' is in global memory that every block can access
// CHECK: scope-gpu.c:13:9: warning: 'wmc_atomic_load' is atomic only within one block
// CHECK: fix-it:"{{.*}}scope-gpu.c":{13:42-13:57}:"WMC_SCOPE_DEVICE"
// CHECK: 2 warnings generated
//
// The fix-its through wmc analyze --export-fixes and clang-apply-replacements,
// checked by the explorer: the heterogeneous race is gone.
// RUN: not %wmc check --model=src11 %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: error: heterogeneous-race: {{.*}} at {{.*}}scope-gpu.c:13
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.c
// RUN: %wmc analyze --export-fixes=%t/fixes.yaml %t/fixed.c 2>/dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// YAML: MainSourceFile: "{{.*}}fixed.c"
// YAML: - DiagnosticName: "wmc-scope"
// YAML: ReplacementText: "WMC_SCOPE_DEVICE"
// YAML: - DiagnosticName: "wmc-scope"
// YAML: ReplacementText: "WMC_SCOPE_DEVICE"
// RUN: clang-apply-replacements %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.c
// FIXED: wmc_atomic_store(&X, 1, WMC_RELEASE, WMC_SCOPE_DEVICE);
// FIXED: a = wmc_atomic_load(&X, WMC_ACQUIRE, WMC_SCOPE_DEVICE);
// RUN: %wmc analyze %t/fixed.c
// RUN: %wmc check --model=src11 %t/fixed.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete={{[0-9]+}} erroneous=0 blocked=0 errors=0
