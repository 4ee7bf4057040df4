// The OpenCL builtin lowering (instrument/OpenClBuiltins.cpp) on the IR: each
// builtin becomes the runtime call with the packed order word
// order | scope << 4 (orders: relaxed 1, acquire 2, release 3, acq_rel 4,
// seq_cst 5; scopes: system 0, device 1, block 2, thread 3).
// RUN: %ocl_cc -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s
// RUN: %ocl_cc -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s --check-prefix=STR
// RUN: %ocl_cc -fplugin-arg-wmc-Wno-wmc-scope -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
#include <wmc/opencl.h>

// CHECK-LABEL: define {{.*}}spir_kernel void @loads(
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 4, i32 21,
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 4, i32 18,
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 4, i32 34,
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 4, i32 49,
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 4, i32 5,
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 4, i32 33,
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 8, i32 17,
// CHECK: ret void
kernel void loads(global atomic_int *X, global atomic_long *L, global int *out) {
  out[0] = atomic_load(X);
  out[1] = atomic_load_explicit(X, memory_order_acquire);
  out[2] = atomic_load_explicit(X, memory_order_acquire, memory_scope_work_group);
  out[3] = atomic_load_explicit(X, memory_order_relaxed, memory_scope_work_item);
  out[4] = atomic_load_explicit(X, memory_order_seq_cst, memory_scope_all_svm_devices);
  out[5] = atomic_load_explicit(X, memory_order_relaxed, memory_scope_sub_group);
  out[6] = atomic_load_explicit(L, memory_order_relaxed, memory_scope_device);
}

// CHECK-LABEL: define {{.*}}spir_kernel void @stores_rmws(
// CHECK: call void @__wmc_store(ptr {{.*}}, i64 7, i32 4, i32 19,
// CHECK: call void @__wmc_store(ptr {{.*}}, i64 8, i32 4, i32 21,
// CHECK: call void @__wmc_store(ptr {{.*}}, i64 1065353216, i32 4, i32 21,
// atomic_init is a plain store.
// CHECK: call void @__wmc_store(ptr {{.*}}, i64 9, i32 4, i32 0,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 1, i32 4, i32 1, i32 33,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 2, i32 4, i32 2, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 3, i32 4, i32 5, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 4, i32 4, i32 6, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 5, i32 4, i32 3, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 6, i32 4, i32 8, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 7, i32 4, i32 10, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 8, i32 4, i32 7, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 9, i32 4, i32 9, i32 21,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 10, i32 4, i32 0, i32 20,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 11, i32 8, i32 1, i32 37,
// CHECK: ret void
kernel void stores_rmws(global atomic_int *X, global atomic_uint *U, global atomic_float *F,
                        global atomic_long *L, global int *out) {
  atomic_store_explicit(X, 7, memory_order_release, memory_scope_device);
  atomic_store(X, 8);
  atomic_store(F, 1.0f);
  atomic_init(X, 9);
  out[0] = atomic_fetch_add_explicit(X, 1, memory_order_relaxed, memory_scope_work_group);
  out[1] = atomic_fetch_sub(X, 2);
  out[2] = atomic_fetch_or(X, 3);
  out[3] = atomic_fetch_xor(X, 4);
  out[4] = atomic_fetch_and(X, 5);
  out[5] = atomic_fetch_min(X, 6);
  out[6] = atomic_fetch_min(U, 7u);
  out[7] = atomic_fetch_max(X, 8);
  out[8] = atomic_fetch_max(U, 9u);
  out[9] = atomic_exchange_explicit(X, 10, memory_order_acq_rel);
  out[10] = atomic_fetch_add_explicit(L, 11, memory_order_seq_cst, memory_scope_work_group);
}

// The expected value is read from *E (a plain load, instrumented) and the
// current value is written back to *E only when the exchange fails.
// CHECK-LABEL: define {{.*}}spir_kernel void @cas(
// CHECK: call i64 @__wmc_load(ptr %[[E:[0-9]+]], i32 4, i32 0,
// CHECK: %[[OLD:[0-9]+]] = {{.*}}call i64 @__wmc_cmpxchg(ptr {{.*}}, i64 %{{[0-9]+}}, i64 5, i32 4, i32 36, i32 34, i32 0,
// CHECK: %[[OK:[0-9]+]] = icmp eq i64 %[[OLD]],
// CHECK: br i1 %[[OK]], label %[[JOIN:.*]], label %[[FAIL:.*]],
// CHECK: [[FAIL]]:
// CHECK: call void @__wmc_store(ptr %[[E]], i64 %{{[0-9]+}}, i32 4, i32 0,
// CHECK: [[JOIN]]:
// CHECK: call i64 @__wmc_cmpxchg(ptr {{.*}}, i64 %{{.*}}, i64 6, i32 4, i32 21, i32 21, i32 1,
// CHECK: ret void
kernel void cas(global atomic_int *X, global int *E, global int *out) {
  out[0] = atomic_compare_exchange_strong_explicit(X, E, 5, memory_order_acq_rel,
                                                   memory_order_acquire, memory_scope_work_group);
  out[1] = atomic_compare_exchange_weak(X, E, 6);
}

// CHECK-LABEL: define {{.*}}spir_kernel void @flags_fences(
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 1, i32 4, i32 0, i32 21,
// CHECK: call void @__wmc_store(ptr {{.*}}, i64 0, i32 4, i32 35,
// CHECK: call void @__wmc_fence(i32 19,
// CHECK: call void @__wmc_fence(i32 36,
// CHECK: call void @__wmc_fence(i32 34,
// CHECK: call void @__wmc_fence(i32 35,
// CHECK: call void @__wmc_gpu_barrier(ptr
// CHECK: call void @__wmc_gpu_barrier(ptr
// CHECK: ret void
kernel void flags_fences(global atomic_flag *F, global int *out) {
  out[0] = atomic_flag_test_and_set(F);
  atomic_flag_clear_explicit(F, memory_order_release, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  mem_fence(CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
}

// OpenCL 1.x atomics: relaxed, device scope (17).
// CHECK-LABEL: define {{.*}}spir_kernel void @legacy(
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 3, i32 4, i32 1, i32 17,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 1, i32 4, i32 1, i32 17,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 1, i32 4, i32 2, i32 17,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 4, i32 4, i32 0, i32 17,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 5, i32 4, i32 10, i32 17,
// CHECK: call i64 @__wmc_cmpxchg(ptr {{.*}}, i64 1, i64 2, i32 4, i32 17, i32 17, i32 0,
// CHECK: call i64 @__wmc_rmw(ptr {{.*}}, i64 6, i32 4, i32 1, i32 17,
// CHECK: ret void
kernel void legacy(global int *P, global uint *U, local int *Q, global int *out) {
  out[0] = atomic_add(P, 3);
  out[1] = atomic_inc(P);
  out[2] = atomic_dec(P);
  out[3] = atom_xchg(P, 4);
  out[4] = atomic_min(U, 5u);
  out[5] = atomic_cmpxchg(P, 1, 2);
  out[6] = atomic_add(Q, 6);
}

// A run-time order or scope is mapped by a table lookup.
// CHECK-LABEL: define {{.*}}spir_kernel void @runtime_order(
// CHECK: lshr i32 89403937,
// CHECK: call i64 @__wmc_load(ptr {{.*}}, i32 4, i32 %{{.*}},
kernel void runtime_order(global atomic_int *X, global int *out, int order, int scope) {
  out[0] = atomic_load_explicit(X, (memory_order)order, (memory_scope)scope);
}

// get_global_offset is 0; the ids and sizes come from the runtime.
// CHECK-LABEL: define {{.*}}spir_kernel void @work_items(
// CHECK-DAG: call { i64, i32 } @__wmc_gpu_thread_idx()
// CHECK-DAG: call { i64, i32 } @__wmc_gpu_block_idx()
// CHECK-DAG: call { i64, i32 } @__wmc_gpu_block_dim()
// CHECK-DAG: call { i64, i32 } @__wmc_gpu_grid_dim()
// CHECK: call void @__wmc_store(ptr {{.*}}, i64 0, i32 8, i32 0,
// CHECK: ret void
kernel void work_items(global ulong *out) {
  out[0] = get_global_id(0) + get_local_id(1) + get_group_id(2) + get_local_size(0) +
           get_num_groups(1) + get_global_size(0) + get_work_dim();
  out[1] = get_global_offset(0);
}

// Integer math becomes IR; signedness follows the argument types.
// CHECK-LABEL: define {{.*}}spir_kernel void @math(
// CHECK-DAG: call i32 @llvm.smin.i32(
// CHECK-DAG: call i32 @llvm.umax.i32(
// CHECK-DAG: call i32 @llvm.abs.i32(
// CHECK-DAG: call <4 x i32> @llvm.umin.v4i32(
// CHECK-DAG: call float @llvm.minnum.f32(
// CHECK: ret void
kernel void math(global int *out, global uint4 *v, global float *f, int a, int b, uint c) {
  out[0] = min(a, b) + clamp(a, 0, 9) + abs(a) + (int)max(c, 3u);
  v[0] = min(v[1], 2u);
  f[0] = min(f[1], f[2]);
}

// Float to integer conversions round as the suffix says, then convert with
// saturation (never LLVM poison); a uchar2 result travels as an i16.
// CHECK-LABEL: define {{.*}}spir_kernel void @conversions(
// CHECK: call float @llvm.roundeven.f32(
// CHECK-NEXT: call i32 @llvm.fptosi.sat.i32.f32(
// CHECK: call float @llvm.floor.f32(
// CHECK-NEXT: call i32 @llvm.fptoui.sat.i32.f32(
// CHECK: call i32 @llvm.fptosi.sat.i32.f32(
// CHECK: call <2 x i32> @llvm.smax.v2i32(
// CHECK: call void @__wmc_store(ptr {{.*}}, i64 {{.*}}, i32 2,
// CHECK-NOT: call {{.*}}@_Z
// CHECK: ret void
kernel void conversions(global float *in, global int *out, global uchar *u) {
  out[0] = convert_int_sat_rte(in[0]);
  out[1] = convert_uint_rtn(in[1]);
  out[2] = convert_int(in[2]);
  vstore2(convert_uchar2_sat(vload2(0, out)), 0, u);
}

// Any other builtin is flagged where it is called and warned about once.
// CHECK-LABEL: define {{.*}}spir_kernel void @unsupported(
// CHECK: call void @__wmc_unsupported(ptr
// CHECK-NOT: call {{.*}}@_Z
// CHECK: ret void
// STR: c"OpenCL builtin get_sub_group_size\00"
// WARN: lowering.cl:[[@LINE+3]]:12: warning: wmc: OpenCL builtin 'get_sub_group_size' is not supported; an execution reaching it stops
// WARN-NOT: warning:
kernel void unsupported(global uint *out) {
  out[0] = get_sub_group_size();
}
