// Relaxed counter updates whose old value is unused are commutative
// counters under src11 (docs/guide.md), as CUDA's atomicAdd is
// (test/lit/cuda/counter-scope.cu): the OpenCL lowering marks them like an
// unused atomicrmw. Four work-items (2 groups of 2) each add 1, at device
// scope so that no pair races, and nothing in the kernel reads the counter:
// nothing can tell the orders of the four updates apart.
//
// * By default: one order, 1 execution and the counters note.
// * --wmc-exact-rmw-orders: every order of the four RMWs, 4! = 24.
// Kernels: `counter` (OpenCL 2.0 atomic_fetch_add_explicit, relaxed),
// `legacy` (OpenCL 1.x atomic_inc, relaxed at device scope), and `used`,
// which stores the old value: not a counter, 24 executions either way (each
// work-item's own out[] slot, so the stores do not race).
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=2 --wmc-kernel=counter | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=2 --wmc-kernel=legacy | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=2 --wmc-kernel=counter --wmc-exact-rmw-orders | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=2 --wmc-kernel=legacy --wmc-exact-rmw-orders | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=2 --wmc-kernel=used | FileCheck %s --check-prefixes=CHECK,ALL
//
// CHECK-NOT: error:
// ONE: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// ONE-NEXT: note: relaxed atomic updates with unused results (counters) were explored in one order
// ALL: Summary: model=SRC11 complete=24 erroneous=0 blocked=0 errors=0
// ALL-NOT: note: relaxed atomic updates

kernel void counter(global atomic_uint *c) {
  atomic_fetch_add_explicit(c, 1u, memory_order_relaxed, memory_scope_device);
}

kernel void legacy(volatile global uint *c) { atomic_inc(c); }

kernel void used(global atomic_uint *c, global uint *out) {
  out[get_global_id(0)] =
      atomic_fetch_add_explicit(c, 1u, memory_order_relaxed, memory_scope_device);
}
