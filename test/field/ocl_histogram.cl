// OpenCL local-memory histogram: work-items count into __local bins with
// atomic_inc, a barrier, then the group's bins are added into the global
// histogram with atomic_add. Kernel-only: 2 work-groups of 2 work-items,
// 2 bins; the input is zeroed, so every work-item counts bin 0.
//
// Correct version: no error. Every atomic's result is unused and relaxed (a
// counter), the local bins are read after the barrier when both increments
// are there and the global bins are never read: no access tells the orders
// apart, 1 execution. With --exact-rmw-orders, 16: in each group the two
// local atomic_incs on bin 0 come in 2 orders (2 * 2 = 4); then work-item b
// of each group adds the group's bin b into global bin b, so each of the 2
// global bins gets 2 RMWs in 2 orders: 4 * 2 * 2 = 16.
//
// Buggy twin (-DGROUP_SCOPE_MERGE): the global merge uses work-group-scope
// atomics (atomic_fetch_add_explicit with memory_scope_work_group), which
// do not synchronise the two groups: a heterogeneous race on the global bin.
//
// RUN: %expect 0 %wmc check %s --global-size=4 --local-size=2 | FileCheck %s --check-prefix=OK -DN=1
// RUN: %expect 0 %wmc check %s --exact-rmw-orders --global-size=4 --local-size=2 | FileCheck %s --check-prefix=OK -DN=16
// RUN: %expect 1 %wmc check %s --global-size=4 --local-size=2 -- -DGROUP_SCOPE_MERGE | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=[[N]] erroneous=0 {{.*}}errors=0
#include <wmc/opencl.h>

#define BINS 2

kernel void histogram(global const uint *data, global atomic_uint *hist) {
  local uint bins[BINS];
  size_t lid = get_local_id(0);
  if (lid < BINS)
    bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&bins[data[get_global_id(0)] % BINS]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < BINS) {
#ifdef GROUP_SCOPE_MERGE
    atomic_fetch_add_explicit(&hist[lid], bins[lid], memory_order_relaxed, memory_scope_work_group); // BUG: error: heterogeneous-race: {{.*}} at {{.*}}ocl_histogram.cl:[[@LINE]]
#else
    atomic_fetch_add_explicit(&hist[lid], bins[lid], memory_order_relaxed, memory_scope_device);
#endif
  }
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
