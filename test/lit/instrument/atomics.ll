; Atomic instructions: order/scope packing, atomicrmw, cmpxchg and fences.
; order = memory order | scope << 4 | volatile << 8 (runtime/abi.h).
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = global i32 0
@f = global float 0.0
@p = global ptr null

; Site descriptions name the operation.
; CHECK-DAG: c"rmw add\00"
; CHECK-DAG: c"rmw xchg\00"
; CHECK-DAG: c"rmw fadd\00"
; CHECK-DAG: c"cmpxchg\00"
; CHECK-DAG: c"fence\00"

; CHECK-LABEL: define void @load_orders(
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 1,
; CHECK-NEXT:    trunc
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 1,
; CHECK-NEXT:    trunc
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 2,
; CHECK-NEXT:    trunc
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 5,
; CHECK-NEXT:    trunc
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 261,
define void @load_orders() {
  %u = load atomic i32, ptr @x unordered, align 4
  %m = load atomic i32, ptr @x monotonic, align 4
  %a = load atomic i32, ptr @x acquire, align 4
  %s = load atomic i32, ptr @x seq_cst, align 4
  %v = load atomic volatile i32, ptr @x seq_cst, align 4
  ret void
}

; CHECK-LABEL: define void @store_orders(
; CHECK-NEXT:    call void @__wmc_store(ptr @x, i64 1, i32 4, i32 1,
; CHECK-NEXT:    call void @__wmc_store(ptr @x, i64 2, i32 4, i32 3,
; CHECK-NEXT:    call void @__wmc_store(ptr @x, i64 3, i32 4, i32 5,
define void @store_orders() {
  store atomic i32 1, ptr @x monotonic, align 4
  store atomic i32 2, ptr @x release, align 4
  store atomic i32 3, ptr @x seq_cst, align 4
  ret void
}

; Scope goes to bits 4..7: agent -> DEVICE (1), workgroup -> BLOCK (2),
; singlethread -> THREAD (3), unknown names -> SYSTEM (0).
; CHECK-LABEL: define void @scopes(
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 18,
; CHECK-NEXT:    trunc
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 34,
; CHECK-NEXT:    trunc
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 50,
; CHECK-NEXT:    trunc
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 2,
define void @scopes() {
  %d = load atomic i32, ptr @x syncscope("agent") acquire, align 4
  %b = load atomic i32, ptr @x syncscope("workgroup") acquire, align 4
  %t = load atomic i32, ptr @x syncscope("singlethread") acquire, align 4
  %o = load atomic i32, ptr @x syncscope("cluster") acquire, align 4
  ret void
}

; Op codes: xchg 0, add 1, fadd 11; orders in the 5th argument. %fold is
; unused: its order carries WMC_FLAG_RESULT_UNUSED (monotonic 1 | 0x800).
; %old and %prev are used: no flag.
; CHECK-LABEL: define i32 @rmw(
; CHECK-NEXT:    [[A:%.*]] = call i64 @__wmc_rmw(ptr @x, i64 5, i32 4, i32 1, i32 4, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %old = trunc i64 [[A]] to i32
; CHECK-NEXT:    [[I:%.*]] = zext i32 %old to i64
; CHECK-NEXT:    [[X:%.*]] = call i64 @__wmc_rmw(ptr @x, i64 [[I]], i32 4, i32 0, i32 5, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %prev = trunc i64 [[X]] to i32
; CHECK-NEXT:    [[F:%.*]] = call i64 @__wmc_rmw(ptr @f, i64 1065353216, i32 4, i32 11, i32 2049,
; CHECK-NEXT:    [[T:%.*]] = trunc i64 [[F]] to i32
; CHECK-NEXT:    %fold = bitcast i32 [[T]] to float
define i32 @rmw() {
  %old = atomicrmw add ptr @x, i32 5 acq_rel
  %prev = atomicrmw xchg ptr @x, i32 %old seq_cst
  %fold = atomicrmw fadd ptr @f, float 1.0 monotonic
  ret i32 %prev
}

; The runtime returns the old value; { old, old == expected } is rebuilt.
; CHECK-LABEL: define i1 @cas(
; CHECK-NEXT:    [[E:%.*]] = zext i32 %e to i64
; CHECK-NEXT:    [[N:%.*]] = zext i32 %n to i64
; CHECK-NEXT:    [[O:%.*]] = call i64 @__wmc_cmpxchg(ptr @x, i64 [[E]], i64 [[N]], i32 4, i32 4, i32 2, i32 0, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    [[OK:%.*]] = icmp eq i64 [[O]], [[E]]
; CHECK-NEXT:    [[OLD:%.*]] = trunc i64 [[O]] to i32
; CHECK-NEXT:    [[P0:%.*]] = insertvalue { i32, i1 } poison, i32 [[OLD]], 0
; CHECK-NEXT:    %pair = insertvalue { i32, i1 } [[P0]], i1 [[OK]], 1
; CHECK-NEXT:    %ok = extractvalue { i32, i1 } %pair, 1
; CHECK:         call i64 @__wmc_cmpxchg(ptr @p, i64 {{.*}}, i64 {{.*}}, i32 8, i32 1, i32 1, i32 1, ptr
; CHECK:         inttoptr i64
define i1 @cas(i32 %e, i32 %n, ptr %q) {
  %pair = cmpxchg ptr @x, i32 %e, i32 %n acq_rel acquire
  %ok = extractvalue { i32, i1 } %pair, 1
  %weak = cmpxchg weak ptr @p, ptr null, ptr %q monotonic monotonic
  %wold = extractvalue { ptr, i1 } %weak, 0
  ret i1 %ok
}

; A signal fence (singlethread) has no inter-thread meaning and is dropped.
; CHECK-LABEL: define void @fences(
; CHECK-NEXT:    call void @__wmc_fence(i32 5, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_fence(i32 2, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_fence(i32 5, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    ret void
define void @fences() {
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence acquire
  call void @llvm.x86.sse2.mfence()
  ret void
}

declare void @llvm.x86.sse2.mfence()
