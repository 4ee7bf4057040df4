// The OpenCL 2.0 work-group collectives (issue 10 item 6): every work-item
// of the group stores its value in a per-group scratch slot, waits at a
// barrier, reads the slots, and waits again. Two work-groups of 4 (values
// 1..4 in each); the barriers order every slot access, so there is one
// execution and no race.
// RUN: %wmc check --global-size=8 --local-size=4 --kernel=values %s 2>&1 | FileCheck %s --implicit-check-not=supported
// CHECK-NOT: error:
// CHECK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// work_group_broadcast with a 2-D local id: (1, 1) of a 2x2 group is
// work-item 3.
// RUN: %wmc check --global-size=2,2 --local-size=2,2 --kernel=broadcast2d %s 2>&1 | FileCheck %s --check-prefix=TWOD
// TWOD-NOT: error:
// TWOD: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// A collective that only some work-items reach is barrier divergence.
// RUN: not %wmc check --global-size=4 --local-size=4 --kernel=divergent %s 2>&1 | FileCheck %s --check-prefix=DIV
#include <wmc/opencl.h>

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void values(global int *sink) {
  int l = (int)get_local_id(0), v = l + 1;
  wmc_assert(work_group_reduce_add(v) == 10);
  wmc_assert(work_group_reduce_min(v) == 1 && work_group_reduce_max(v) == 4);
  wmc_assert(work_group_scan_inclusive_add(v) == (l + 1) * (l + 2) / 2);
  wmc_assert(work_group_scan_exclusive_add(v) == l * (l + 1) / 2);
  wmc_assert(work_group_scan_inclusive_max(4 - l) == 4 && work_group_scan_inclusive_min(4 - l) == 4 - l);
  // Exclusive scans start from the identity: INT_MAX for min, INT_MIN for max.
  int emin = work_group_scan_exclusive_min(v), emax = work_group_scan_exclusive_max(v);
  wmc_assert(l == 0 ? emin == INT_MAX && emax == INT_MIN : emin == 1 && emax == l);
  wmc_assert(work_group_broadcast(v * 10, 2) == 30);
  wmc_assert(work_group_all(v > 0) == 1 && work_group_all(v > 1) == 0);
  wmc_assert(work_group_any(v == 4) == 1 && work_group_any(v > 4) == 0);
  // Unsigned values compare unsigned: 0xffffffff is the largest.
  uint u = l == 3 ? 0xffffffffu : (uint)l;
  wmc_assert(work_group_reduce_max(u) == 0xffffffffu && work_group_reduce_min(u) == 0u);
  wmc_assert(work_group_reduce_max((int)u) == 2);
  long w = (long)v << 40;
  wmc_assert(work_group_reduce_add(w) == 10L << 40 && work_group_scan_exclusive_add((ulong)w) == (ulong)(l * (l + 1) / 2) << 40);
  float f = 0.5f * v;
  wmc_assert(work_group_reduce_add(f) == 5.0f && work_group_reduce_max(f) == 2.0f);
  float fmin0 = work_group_scan_exclusive_min(f);
  wmc_assert(l == 0 ? isinf(fmin0) && fmin0 > 0.0f : fmin0 == 0.5f);
  double d = -0.25 * v;
  wmc_assert(work_group_reduce_min(d) == -1.0 && work_group_scan_inclusive_add(d) == -0.125 * (l + 1) * (l + 2));
  wmc_assert(work_group_broadcast(d, 0) == -0.25);
  sink[get_global_id(0)] = 1;
}

kernel void broadcast2d(global int *sink) {
  int v = (int)(get_local_id(0) + 2 * get_local_id(1));
  wmc_assert(work_group_broadcast(v, 1, 1) == 3 && work_group_broadcast(v, 1, 0) == 1);
  wmc_assert(work_group_broadcast(v, 0, 1) == 2 && work_group_reduce_add(v) == 6);
  sink[get_local_linear_id()] = 1;
}

kernel void divergent(global int *out) {
  int r = 0;
  if (get_local_id(0) < 2)
    r = work_group_reduce_add(1); // DIV: error: barrier-divergence: {{.*}} at {{.*}}work-group-collectives.cl:[[@LINE]]
  out[get_local_id(0)] = r;
}
