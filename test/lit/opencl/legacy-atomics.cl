// OpenCL 1.x atomics (relaxed, device scope): three work-items in different
// work-groups take tickets with atomic_inc; every ticket is distinct, and the
// 3! orders of the increments are the 6 executions. atomic_cmpxchg and
// atomic_xchg implement a test-and-set lock around an atomic_add; the lock
// word is always left free at the end (a failed cmpxchg blocks the work-item
// through the spin-loop rule).
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-grid=3 --wmc-block=1 --wmc-kernel=tickets | FileCheck %s -DN=6
// RUN: %t --wmc-model=src11 --wmc-grid=1 --wmc-block=3 --wmc-kernel=tickets | FileCheck %s -DN=6
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=1 --wmc-kernel=locked | FileCheck %s --check-prefix=LOCKED
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=[[N]] erroneous=0 blocked=0 errors=0
// LOCKED-NOT: error:
// LOCKED: Summary: model=SRC11 complete=2 erroneous=0 blocked={{[0-9]+}} errors=0
#include <wmc/opencl.h>

kernel void tickets(global int *next) {
  int t = atomic_inc(next);
  wmc_assert(t >= 0 && t < 3);
}

kernel void locked(global int *lock, global int *sum) {
  while (atomic_cmpxchg(lock, 0, 1) != 0)
    ;
  atom_add(sum, 2);
  wmc_assert(atomic_xchg(lock, 0) == 1);
}
