// Kernel-only CUDA runs of kernels that take a struct by value (docs/gpu.md,
// "Kernels and kernel-only programs"): the struct is zeroed and each pointer
// field gets a zeroed buffer of its own named `arg.field`. clang's x86-64
// lowering passes the 16-byte Buf as two arguments (the pointer and the
// int), which the run loads from the struct's bytes; the 24-byte Three goes
// in memory. RUN and CHECK lines at the end.
#include <cuda/atomic>

struct Buf {
  int *data;
  int n;
};

struct Three {
  int *a, *b;
  long n;
};

union Either {
  int *p;
  long v;
};

// Each thread writes its own element; b.n is 0 and v comes from --arg=1=5
// (the parameter after the struct is argument 1, not IR argument 2).
__global__ void own(Buf b, int v) {
  wmc_assert(b.n == 0 && v == 5);
  b.data[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// Both blocks increment data[0] with a plain load and store.
__global__ void same(Buf b) {
  b.data[0] += 1; // SAME: error: data-race: {{.*}} at {{.*}}struct-args.cu:[[@LINE]] (thread T0.2(b1,t0))
}

// The same with a device-scope atomic.
__global__ void atomic(Buf b) { atomicAdd(b.data, 1); }

// Two buffers in a struct passed in memory: each thread copies its element.
__global__ void copy(Three t) { t.b[threadIdx.x] = t.a[threadIdx.x] + (int)t.n; }

// A pointer in a union: which member holds it is not known.
__global__ void tagged(Either e) { (void)e; }

// RUN: %wmc check %s --kernel=own --grid=2 --block=2 --arg=1=5 | FileCheck %s --check-prefix=OWN
// RUN: not %wmc check %s --kernel=own --grid=2 --block=2 --arg=1=4 | FileCheck %s --check-prefix=ARG4
// RUN: not %wmc check %s --kernel=same --grid=2 | FileCheck %s --check-prefix=SAME
// RUN: %wmc check %s --kernel=atomic --grid=2 --exact-rmw-orders | FileCheck %s --check-prefix=ATOMIC
// RUN: %wmc check %s --kernel=atomic --grid=2 | FileCheck %s --check-prefix=COUNTER
// RUN: %wmc check %s --kernel=copy --block=4 | FileCheck %s --check-prefix=COPY
// RUN: not %wmc check %s --kernel=tagged 2>&1 | FileCheck %s --check-prefix=UNION
//
// own: 4 threads, each its own element: 1 execution. With --arg=1=4 the
// assertion fails in the first thread of the first execution.
// OWN-NOT: error
// OWN: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// ARG4: error: assertion-failure: wmc_assert(b.n == 0 && v == 5) failed at {{.*}}struct-args.cu:27 (thread T0.1(b0,t0))
// ARG4: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// same: block 0's thread runs to its end first, then block 1's load reads
// its store: a race in the first execution.
// SAME-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) b.data[0] = 1
// SAME-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(na) b.data[0] = 1  [reads T0.1(b0,t0)#{{[0-9]+}}]
// SAME: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// atomic: the two read-modify-writes in either order: 2 executions. By
// default their results are unused, so they are a counter explored in one
// order (docs/guide.md): 1 execution and a note.
// ATOMIC-NOT: error
// ATOMIC: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// COUNTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// COUNTER-NEXT: note: relaxed atomic updates with unused results (counters) were explored in one order
// copy: 4 threads of one block, each its own element of t.a and t.b: 1
// execution.
// COPY-NOT: error
// COPY: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// UNION: wmc: {{.*}}struct-args.cu:{{[0-9]+}}: kernel tagged: argument 0 (e) is not a pointer, an integer or floating-point scalar, or a struct whose pointers are fields of its own (not in a union or an array); a run without main cannot supply it (write a host main)
