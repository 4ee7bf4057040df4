// Work-item functions on a 2-D NDRange of global size 4x2 in work-groups of
// 2x1: the kernel checks them against the sizes passed as arguments. Every
// work-item writes only its own slot: one execution, no error.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-grid=2,2 --wmc-block=2,1 --wmc-buffer-size=64 \
// RUN:   --wmc-arg=1=4,2=2,3=2,4=1,5=3 | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
#include <wmc/opencl.h>

kernel void ids(global int *seen, uint gx, uint gy, uint lx, uint ly, uint far) {
  wmc_assert(get_work_dim() == 2);
  wmc_assert(get_global_size(0) == gx && get_global_size(1) == gy && get_global_size(2) == 1);
  wmc_assert(get_local_size(0) == lx && get_local_size(1) == ly && get_local_size(2) == 1);
  wmc_assert(get_enqueued_local_size(0) == lx);
  wmc_assert(get_num_groups(0) == gx / lx && get_num_groups(1) == gy / ly);
  wmc_assert(get_local_id(0) < lx && get_local_id(1) < ly && get_local_id(2) == 0);
  for (uint d = 0; d < 2; ++d) // a dimension known only at run time
    wmc_assert(get_global_id(d) == get_group_id(d) * get_local_size(d) + get_local_id(d));
  // Beyond the last dimension (far = 3): ids 0, sizes 1.
  wmc_assert(get_global_id(far) == 0 && get_local_size(far) == 1 && get_num_groups(far) == 1);
  wmc_assert(get_global_offset(0) == 0);
  wmc_assert(get_global_linear_id() == get_global_id(1) * gx + get_global_id(0));
  wmc_assert(get_local_linear_id() == get_local_id(1) * lx + get_local_id(0));
  seen[get_global_linear_id()] = 1;
}
