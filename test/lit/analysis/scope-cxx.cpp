// <wmc/gpu.h> in C++: two blocks of two threads count into a struct passed
// to the launch with a block-scoped atomic. RUN and CHECK lines at the end.
#include <wmc/gpu.h>
#include <wmc/wmc.h>
struct Counts {
  int hits;
};

static void kernel(void *arg) {
  auto *counts = static_cast<Counts *>(arg);
  wmc_atomic_fetch_add(&counts->hits, 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
}

int main() {
  static Counts counts;
  wmc_gpu_launch(2, 2, kernel, &counts);
  wmc_gpu_synchronize();
  wmc_assert(counts.hits == 4);
  return 0;
}

// RUN: %clang -x c++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: scope-cxx.cpp:11:3: warning: 'wmc_atomic_fetch_add' is atomic only within one block, but it accesses global memory ('arg') that threads of other blocks can reach at the same address; use device scope [-Wwmc-scope]
// CHECK: fix-it:"{{.*}}scope-cxx.cpp":{11:55-11:70}:"WMC_SCOPE_DEVICE"
// CHECK-NEXT: scope-cxx.cpp:9:26: note: 'arg' points to global memory that every block can access
//
// wmc check prints the warning, then the explorer finds the race; the fixed
// copy is clean.
// RUN: not %wmc check --model=src11 %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: scope-cxx.cpp:11:3: warning: 'wmc_atomic_fetch_add' is atomic only within one block
// BEFORE: error: heterogeneous-race: {{.*}} at {{.*}}scope-cxx.cpp:11
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cpp
// RUN: %clang -x c++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -Xclang -fixit %t/fixed.cpp 2>/dev/null
// RUN: %wmc check --model=src11 %t/fixed.cpp 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete={{[0-9]+}} erroneous=0 blocked=0 errors=0
