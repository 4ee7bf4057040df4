// A builtin wmc cannot model (here a sub-group function) is a compile-time
// warning, and an execution that reaches it stops the check with status 2;
// the message names the builtin and its file:line.
//
// RUN: %ocl_cc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: sh -c '%t --wmc-model=src11 --wmc-grid=1 --wmc-block=2 2>&1; echo "exit status $?"' | FileCheck %s

kernel void k(global uint *out) {
  out[get_local_id(0)] = 1;
  // WARN: bad-builtin.cl:[[@LINE+2]]:12: warning: wmc: OpenCL builtin 'get_sub_group_size' is not supported; an execution reaching it stops
  // CHECK: wmc: {{.*}}bad-builtin.cl:[[@LINE+1]]: unsupported call OpenCL builtin get_sub_group_size: not supported yet by wmc
  out[2] = get_sub_group_size();
}

// CHECK-NOT: Summary
// CHECK: exit status 2
