// GPUMC Fig. 1b (EXPECTED.md C): in one work-group, even work-items reach
// barrier 1 and odd ones barrier 2: barrier divergence. With one barrier for
// all (-DUNIFORM) there is no error.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: not %t --wmc-model=src11 --wmc-grid=1 --wmc-block=4 | FileCheck %s
// RUN: %ocl_cc -DUNIFORM -c %s -o %t.u.o
// RUN: %clang %t.u.o -o %t.u %wmc_rt
// RUN: %t.u --wmc-model=src11 --wmc-grid=2 --wmc-block=4 | FileCheck %s --check-prefix=UNIFORM

kernel void fig1b(global int *out) {
#ifdef UNIFORM
  barrier(CLK_GLOBAL_MEM_FENCE);
#else
  if (get_local_id(0) % 2 == 0)
    barrier(CLK_GLOBAL_MEM_FENCE); // barrier 1
  else
    // CHECK: error: barrier-divergence: the threads of a block reach different barriers {{.*}} at {{.*}}fig1b.cl:[[@LINE+1]]
    barrier(CLK_GLOBAL_MEM_FENCE); // barrier 2
#endif
}

// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// UNIFORM-NOT: error:
// UNIFORM: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
