// A work-group sum through __local memory: every work-item writes its slot,
// then work-item 0 adds the slots up. Each work-group has its own `tmp`.
// * With the barrier: race-free, one execution, the sum is 10 in both groups.
// * Without it (-DNO_BARRIER): the plain reads of work-item 0 race with the
//   other work-items' writes, may read slots not written yet (__local memory
//   starts uninitialised: a warning, and not even that in a racy execution,
//   where the race explains it) and may see a wrong sum.
// The same with a __local pointer argument (kernel reduce_arg): the runtime
// gives each work-group its own buffer.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=4 --wmc-kernel=reduce | FileCheck %s --check-prefix=FIXED
// RUN: %t --wmc-model=src11 --wmc-grid=2 --wmc-block=4 --wmc-kernel=reduce_arg | FileCheck %s --check-prefix=FIXED
// RUN: %ocl_cc -DNO_BARRIER -c %s -o %t.nb.o
// RUN: %clang %t.nb.o -o %t.nb %wmc_rt
// RUN: not %t.nb --wmc-model=src11 --wmc-grid=2 --wmc-block=4 --wmc-kernel=reduce --wmc-keep-going > %t.nb.out
// RUN: FileCheck %s --check-prefix=RACE < %t.nb.out
// RUN: not %t.nb --wmc-model=src11 --wmc-grid=2 --wmc-block=4 --wmc-kernel=reduce_arg --wmc-keep-going > %t.nb.arg.out
// RUN: FileCheck %s --check-prefix=RACE < %t.nb.arg.out
#include <wmc/opencl.h>

#define N 4

void sum_up(local int *tmp, global int *out) {
  size_t l = get_local_id(0);
  // RACE-DAG: error: data-race: {{.*}} at {{.*}}local-reduction.cl:[[@LINE+1]] (thread T0.{{[0-9]}}(b0,t{{[1-3]}}))
  tmp[l] = (int)l + 1;
#ifndef NO_BARRIER
  barrier(CLK_LOCAL_MEM_FENCE);
#endif
  if (l == 0) {
    int sum = 0;
    for (int i = 0; i < N; ++i)
      sum += tmp[i];
    out[get_group_id(0)] = sum;
    // RACE-DAG: error: assertion-failure: wmc_assert(sum == 10) failed at {{.*}}local-reduction.cl:[[@LINE+1]]
    wmc_assert(sum == 10);
  }
}

kernel void reduce(global int *out) {
  local int tmp[N];
  sum_up(tmp, out);
}

kernel void reduce_arg(global int *out, local int *tmp) { sum_up(tmp, out); }

// FIXED-NOT: error:
// FIXED: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// RACE-NOT: uninitialized-read
// RACE: Summary: model=SRC11 complete=0
