// Kernel-only runs of kernels that take a struct by value (docs/gpu.md,
// "Kernels and kernel-only programs"): the struct is zeroed and each of its
// pointer fields gets a zeroed buffer of its own, sized like a pointer
// argument's (--wmc-buffer-size, at least one element per work-item) and
// named `arg.field` in reports. clang passes an OpenCL kernel's struct
// argument in memory (byval).
//
// * own, 2 work-groups of 2: each work-item writes its own element through
//   b.data and checks that b.n is 0: no two accesses conflict, 1 execution,
//   no error.
// * same, 2 work-groups of 1: both work-items do b.data[0] += 1, a plain
//   load and store. The first execution runs work-item 0 to its end, then
//   work-item 1's load reads its store: a data race (work-items of
//   different groups, no barrier can order them), found in that first
//   execution.
// * atomic, the same with a device-scope atomic fetch_add: the two
//   read-modify-writes conflict only with each other, and their results are
//   unused and nothing reads b.data[0] after them (relaxed counters), so
//   their two orders are explored as one: 1 execution, no error; with
//   --wmc-exact-rmw-orders, 2 (both orders).
// * past, 1 work-group of 2 with --wmc-buffer-size=8: b.data has 8 bytes (2
//   ints, one per work-item); work-item 1 writes b.data[2], at offset 8: an
//   invalid access naming the field. Work-item 0's b.data[1] is in bounds.
//   1 execution, erroneous.
// * nested, 2 work-groups of 1: p.in is a struct inside the struct, whose
//   pointer is named p.in.data; both work-items write p.out[0]: a race
//   named p.out[0], found in the first execution.
// * Without --wmc-kernel the kernels run in turn, each with fresh buffers
//   named kernel.arg.field: `own` is clean, then `same` races on
//   same.b.data[0].
// * --wmc-arg for a struct argument is bad input (status 2).
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-kernel=own --wmc-grid=2 --wmc-block=2 | FileCheck %s --check-prefix=OWN
// RUN: not %t --wmc-model=src11 --wmc-kernel=same --wmc-grid=2 | FileCheck %s --check-prefix=SAME
// RUN: %t --wmc-model=src11 --wmc-kernel=atomic --wmc-grid=2 | FileCheck %s --check-prefix=ATOMIC -DN=1
// RUN: %t --wmc-model=src11 --wmc-kernel=atomic --wmc-grid=2 --wmc-exact-rmw-orders | FileCheck %s --check-prefix=ATOMIC -DN=2
// RUN: not %t --wmc-model=src11 --wmc-kernel=past --wmc-block=2 --wmc-buffer-size=8 | FileCheck %s --check-prefix=PAST
// RUN: not %t --wmc-model=src11 --wmc-kernel=nested --wmc-grid=2 | FileCheck %s --check-prefix=NESTED
// RUN: not %t --wmc-model=src11 --wmc-grid=2 | FileCheck %s --check-prefix=ALL
// RUN: not %t --wmc-kernel=own --wmc-arg=0=1 2>&1 | FileCheck %s --check-prefix=ARG

typedef struct {
  global int *data;
  int n;
} Buf;

typedef struct {
  Buf in;
  global int *out;
} Pair;

kernel void own(Buf b) {
  if (b.n != 0)
    b.data[0] = -1; // a race if b.n were not 0 (every work-item writes it)
  b.data[get_global_id(0)] = 1;
}

kernel void same(Buf b) {
  b.data[0] += 1; // SAME: error: data-race: {{.*}} at {{.*}}struct-args.cl:[[@LINE]] (thread T0.2(b1,t0))
}

kernel void atomic(Buf b) {
  atomic_fetch_add_explicit((global atomic_int *)b.data, 1, memory_order_relaxed,
                            memory_scope_device);
}

kernel void past(Buf b) {
  b.data[get_global_id(0) + 1] = 1; // PAST: error: invalid-access: invalid 4-byte access: out of bounds of b.data (8 bytes) at offset 8 at {{.*}}struct-args.cl:[[@LINE]] (thread T0.2(b0,t1))
}

kernel void nested(Pair p) {
  p.out[0] = p.in.data[get_global_id(0)]; // NESTED: error: data-race: {{.*}} at {{.*}}struct-args.cl:[[@LINE]] (thread T0.2(b1,t0))
}

// OWN-NOT: error:
// OWN: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// SAME-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) b.data[0] = 1 @ {{.*}}struct-args.cl:[[#SAME_LINE:]]
// SAME-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(na) b.data[0] = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}struct-args.cl:[[#SAME_LINE]]
// SAME: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// ATOMIC-NOT: error:
// ATOMIC: Summary: model=SRC11 complete=[[N]] erroneous=0 blocked=0 errors=0
// PAST: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// NESTED-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) p.out[0] = 0
// NESTED-NEXT: T0.2(b1,t0)#{{[0-9]+}}: store(na) p.out[0] = 0
// NESTED: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// ALL: error: data-race: {{.*}} (thread T0.{{[0-9]+}}(b1,t0))
// ALL-NEXT: store(na) same.b.data[0] = 1
// ALL: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// ARG: wmc: {{.*}}struct-args.cl:{{[0-9]+}}: --wmc-arg=0=1: argument 0 of own is a struct; --wmc-arg sets integer and floating-point arguments
