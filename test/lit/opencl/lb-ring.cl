// LB ring (EXPECTED.md C): n work-groups of one work-item each; work-item i
// reads V[(i+1) mod n] (acquire) and then writes V[i] = 1 (release), device
// scope. Exactly 2^n - 1 executions: the all-ones outcome is a cycle
// (thin air) and excluded.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 | FileCheck %s -DN=3
// RUN: %t --wmc-model=src11 --wmc-grid=3 --wmc-block=1 | FileCheck %s -DN=7
// RUN: %t --wmc-model=src11 --wmc-grid=4 --wmc-block=1 | FileCheck %s -DN=15
// RUN: %t --wmc-model=src11 --wmc-grid=5 --wmc-block=1 | FileCheck %s -DN=31
// RUN: %t --wmc-model=src11 --wmc-grid=6 --wmc-block=1 | FileCheck %s -DN=63
// RUN: %t --wmc-model=src11 --wmc-grid=7 --wmc-block=1 | FileCheck %s -DN=127
// RUN: %t --wmc-model=src11 --wmc-grid=8 --wmc-block=1 | FileCheck %s -DN=255
// RUN: %t --wmc-model=src11 --wmc-grid=9 --wmc-block=1 | FileCheck %s -DN=511
// RUN: %t --wmc-model=src11 --wmc-grid=10 --wmc-block=1 | FileCheck %s -DN=1023
// RUN: %t --wmc-model=src11 --wmc-grid=11 --wmc-block=1 | FileCheck %s -DN=2047
// RUN: %t --wmc-model=src11 --wmc-grid=12 --wmc-block=1 | FileCheck %s -DN=4095
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=[[N]] erroneous=0 blocked=0 errors=0

kernel void lb_ring(global atomic_int *V) {
  size_t i = get_group_id(0), n = get_num_groups(0);
  int r = atomic_load_explicit(&V[(i + 1) % n], memory_order_acquire, memory_scope_device);
  atomic_store_explicit(&V[i], 1, memory_order_release, memory_scope_device);
}
