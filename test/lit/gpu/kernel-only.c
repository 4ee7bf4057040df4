// A file with kernels and no main: the runtime launches each kernel itself
// (docs/gpu.md). Pointer arguments get zeroed buffers of --wmc-buffer-size
// bytes, named after the parameter (out[3]); scalars come from --wmc-arg;
// the shape from --wmc-grid and --wmc-block. Block-shared variables work as
// in any kernel.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-kernel=fill --wmc-grid=2 --wmc-block=2 --wmc-arg=1=7 --wmc-model=src11 | FileCheck %s --check-prefix=FILL
// RUN: not %t --wmc-kernel=race --wmc-grid=2 --wmc-arg=1=3 --wmc-model=src11 | FileCheck %s --check-prefix=RACE
// RUN: %t --wmc-kernel=race --wmc-model=src11 | FileCheck %s --check-prefix=ONE
// RUN: not %t --wmc-model=src11 --wmc-grid=2 --wmc-arg=1=7 | FileCheck %s --check-prefix=BOTH
// RUN: not %t --wmc-kernel=nope 2>&1 | FileCheck %s --check-prefix=NOPE
// RUN: not %t --wmc-kernel=fill --wmc-arg=0=1 2>&1 | FileCheck %s --check-prefix=PTRARG
// RUN: not %t --wmc-kernel=fill --wmc-arg=1=1.5 2>&1 | FileCheck %s --check-prefix=NOTINT
// RUN: not %t --wmc-kernel=fill --wmc-arg=1=70000 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %t --wmc-kernel=fill --wmc-arg=5=1 2>&1 | FileCheck %s --check-prefix=INDEX
// A struct by value is zeroed (its pointer fields get buffers: struct-args
// tests in opencl/ and cuda/); a pointer in a union cannot be supplied.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DBYVALUE %s -o %t.bv %wmc_rt
// RUN: %t.bv --wmc-kernel=byvalue --wmc-model=src11 | FileCheck %s --check-prefix=ONE
// RUN: not %t.bv --wmc-kernel=tagged 2>&1 | FileCheck %s --check-prefix=OTHER
// RUN: not %t.bv 2>&1 | FileCheck %s --check-prefix=OTHER
#include <wmc/gpu.h>
#include <wmc/wmc.h>

#define kernel_fn __attribute__((annotate("wmc_kernel")))
#define shared static __attribute__((annotate("wmc_block_shared")))

// Every thread writes its own element; thread 0 of each block publishes the
// scalar through a block-shared variable.
kernel_fn void fill(int *out, short v) {
  shared int s;
  if (wmc_thread_idx() == 0)
    s = v;
  wmc_barrier();
  out[wmc_block_idx() * wmc_block_dim() + wmc_thread_idx()] = s;
  wmc_assert(s == 7);
}

// Every thread increments out[i]: a data race between blocks. Without
// --wmc-kernel both kernels run, one after the other, each with its own
// buffers (named kernel.parameter).
kernel_fn void race(int *out, int i) {
  out[i] += 1; // RACE: error: data-race: {{.*}} at {{.*}}kernel-only.c:[[@LINE]] (thread T0.2(b1,t0))
}

#ifdef BYVALUE
struct pair {
  int a, b;
};
kernel_fn void byvalue(struct pair p) { wmc_assert(p.a == 0 && p.b == 0); }
union either {
  int *p;
  long v;
};
kernel_fn void tagged(union either u) { (void)u; }
#endif

// FILL: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// RACE: T0.1(b0,t0)#2: store(na) out[3] = 1
// RACE: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// ONE: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// BOTH: error: data-race: {{.*}} (thread T0.4(b1,t0))
// BOTH: T0.3(b0,t0)#2: store(na) race.out[7] = 1
// NOPE: wmc: --wmc-kernel=nope: no such kernel (the program has: fill, race)
// PTRARG: wmc: {{.*}}kernel-only.c:{{[0-9]+}}: --wmc-arg=0=1: argument 0 of fill is a pointer; --wmc-arg sets integer and floating-point arguments
// NOTINT: --wmc-arg=1=1.5: '1.5' is not an integer
// RANGE: --wmc-arg=1=70000: '70000' does not fit in 2 bytes
// INDEX: --wmc-arg=5=1: kernel fill has 2 arguments
// OTHER: wmc: {{.*}}kernel-only.c:{{[0-9]+}}: kernel tagged: argument 0 (u) is not a pointer, an integer or floating-point scalar, or a struct whose pointers are fields of its own (not in a union or an array); a run without main cannot supply it (write a host main)
