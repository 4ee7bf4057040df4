// Input clang rejects: clang's own errors, no analysis output, no crash, and
// exit status 2 from wmc analyze. Also unknown dialects and plugin arguments.
#include <wmc/gpu.h>

int X;

static void kernel(void *arg) {
  wmc_atomic_store(&X, 1, WMC_RELAXED, WMC_SCOPE_BLOCK)
}

// RUN: not %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %wmc analyze %s > %t.out 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefixes=CHECK,WMC < %t.out
// CHECK: bad-input.c:8:56: error: expected ';' after expression
// CHECK-NOT: wmc-scope
// CHECK-NOT: PLEASE submit a bug report
// WMC: wmc: analysis of {{.*}}bad-input.c failed
// RUN: not %wmc analyze --report=json %s 2>/dev/null | count 0
//
// The same for CUDA through the normal clang invocation and wmc analyze.
// RUN: not %cuda_syntax %S/Inputs/rejected.cu 2>&1 | FileCheck %s --check-prefix=CUDA
// RUN: %wmc analyze %S/Inputs/rejected.cu > %t.cuda 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=CUDA < %t.cuda
// CUDA: rejected.cu:4:32: error: expected ';' after expression
// CUDA: rejected.cu:5:29: error: use of undeclared identifier 'undeclared'
// CUDA-NOT: wmc-scope
// CUDA-NOT: PLEASE submit a bug report
//
// An unknown dialect, a missing file and a bad option: exit status 2.
// RUN: rm -rf %t.dir && mkdir %t.dir && cp %s %t.dir/kernel.f90
// RUN: %wmc analyze %t.dir/kernel.f90 > %t.ext 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=EXT < %t.ext
// EXT: wmc: cannot tell the language of '{{.*}}kernel.f90': expected a .c, .cc, .cpp, .cxx, .cu or .cl file
// RUN: not %wmc analyze %t.dir/missing.c 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: %wmc analyze %t.dir/missing.c; test $? -eq 2
// MISSING: wmc: no such file: '{{.*}}missing.c'
// RUN: %wmc analyze --report=yaml %s; test $? -eq 2
//
// An unknown plugin argument is an error, not silently ignored.
// RUN: not %clang -fplugin=%wmc_plugin -fplugin-arg-wmc-frobnicate -fsyntax-only -x c /dev/null 2>&1 | FileCheck %s --check-prefix=ARG
// ARG: error: unknown wmc plugin argument 'frobnicate'
