; Plain loads and stores of the carried types become __wmc_load/__wmc_store;
; private, immutable and thread-local memory is handled as documented.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s 2>%t.err | FileCheck %s
; RUN: FileCheck --check-prefix=WARN %s < %t.err

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global i32 0
@gp = global ptr null
@gd = global double 0.0
@gv = global <2 x float> zeroinitializer
@k = constant i32 7
@big = global i128 0
@tls = thread_local global i32 0

declare void @use(ptr)
declare ptr @llvm.threadlocal.address.p0(ptr)

; CHECK: @[[TLSNAME:__wmc_str[.0-9]*]] = private unnamed_addr constant [4 x i8] c"tls\00"
; CHECK: @[[MSG16:__wmc_str[.0-9]*]] = private unnamed_addr constant [15 x i8] c"16-byte access\00"

; CHECK-LABEL: define i32 @plain_i32(
; CHECK-NEXT:    [[B:%.*]] = call i64 @__wmc_load(ptr @g, i32 4, i32 0, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %v = trunc i64 [[B]] to i32
; CHECK-NEXT:    %w = add i32 %v, 1
; CHECK-NEXT:    [[Z:%.*]] = zext i32 %w to i64
; CHECK-NEXT:    call void @__wmc_store(ptr @g, i64 [[Z]], i32 4, i32 0, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    ret i32 %v
define i32 @plain_i32() {
  %v = load i32, ptr @g
  %w = add i32 %v, 1
  store i32 %w, ptr @g
  ret i32 %v
}

; A pointer carries WMC_FLAG_POINTER (0x1000) so reports print it in hex.
; CHECK-LABEL: define ptr @plain_ptr(
; CHECK-NEXT:    [[B:%.*]] = call i64 @__wmc_load(ptr @gp, i32 8, i32 4096, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %p = inttoptr i64 [[B]] to ptr
; CHECK-NEXT:    [[I:%.*]] = ptrtoint ptr %q to i64
; CHECK-NEXT:    call void @__wmc_store(ptr @gp, i64 [[I]], i32 8, i32 4096, ptr @__wmc_site{{[.0-9]*}})
define ptr @plain_ptr(ptr %q) {
  %p = load ptr, ptr @gp
  store ptr %q, ptr @gp
  ret ptr %p
}

; A double carries WMC_FLAG_DOUBLE (0x400) so reports print it as a number.
; CHECK-LABEL: define double @plain_double(
; CHECK-NEXT:    [[B:%.*]] = call i64 @__wmc_load(ptr @gd, i32 8, i32 1024, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %d = bitcast i64 [[B]] to double
; CHECK-NEXT:    [[I:%.*]] = bitcast double %x to i64
; CHECK-NEXT:    call void @__wmc_store(ptr @gd, i64 [[I]], i32 8, i32 1024, ptr @__wmc_site{{[.0-9]*}})
define double @plain_double(double %x) {
  %d = load double, ptr @gd
  store double %x, ptr @gd
  ret double %d
}

; A small vector fits in 8 bytes and travels as its bit pattern.
; CHECK-LABEL: define <2 x float> @small_vector(
; CHECK-NEXT:    [[B:%.*]] = call i64 @__wmc_load(ptr @gv, i32 8, i32 0, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %v = bitcast i64 [[B]] to <2 x float>
define <2 x float> @small_vector() {
  %v = load <2 x float>, ptr @gv
  ret <2 x float> %v
}

; Volatile accesses carry WMC_FLAG_VOLATILE (0x100 = 256).
; CHECK-LABEL: define void @volatile_access(
; CHECK:         call i64 @__wmc_load(ptr %p, i32 2, i32 256,
; CHECK:         call void @__wmc_store(ptr %p, i64 {{.*}}, i32 2, i32 256,
define void @volatile_access(ptr %p) {
  %v = load volatile i16, ptr %p
  store volatile i16 %v, ptr %p
  ret void
}

; A stack slot whose address never escapes is not shared: left alone.
; CHECK-LABEL: define i32 @private_alloca(
; CHECK-NOT:     __wmc_
; CHECK:         store i32 %x, ptr %gep
; CHECK:         load i32, ptr %gep
; CHECK-NOT:     __wmc_
; CHECK:         ret i32
define i32 @private_alloca(i32 %x, i64 %i) {
  %a = alloca [4 x i32]
  %gep = getelementptr [4 x i32], ptr %a, i64 0, i64 %i
  store i32 %x, ptr %gep
  %v = load i32, ptr %gep
  ret i32 %v
}

; Once the address escapes, the slot may be shared.
; CHECK-LABEL: define i32 @escaping_alloca(
; CHECK:         call void @__wmc_store(ptr %a, i64 {{.*}}, i32 4, i32 0,
; CHECK:         call void @use(ptr %a)
; CHECK:         call i64 @__wmc_load(ptr %a, i32 4, i32 0,
define i32 @escaping_alloca(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  call void @use(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}

; Constant globals, invariant loads and vtable accesses are not events.
; CHECK-LABEL: define i32 @immutable(
; CHECK-NEXT:    %c = load i32, ptr @k
; CHECK-NEXT:    %i = load i32, ptr %p, align 4, !invariant.load
; CHECK-NEXT:    %vptr = load ptr, ptr %obj, align 8, !tbaa
; CHECK-NEXT:    %slot = getelementptr inbounds ptr, ptr %vptr, i64 2
; CHECK-NEXT:    %fn = load ptr, ptr %slot
; CHECK-NEXT:    store ptr %vt, ptr %obj, align 8, !tbaa
define i32 @immutable(ptr %p, ptr %obj, ptr %vt) {
  %c = load i32, ptr @k
  %i = load i32, ptr %p, align 4, !invariant.load !0
  %vptr = load ptr, ptr %obj, align 8, !tbaa !1
  %slot = getelementptr inbounds ptr, ptr %vptr, i64 2
  %fn = load ptr, ptr %slot
  store ptr %vt, ptr %obj, align 8, !tbaa !1
  %s = add i32 %c, %i
  ret i32 %s
}

; Plain accesses wider than 8 bytes are copied through a private buffer
; with __wmc_memcpy (exact for non-atomic accesses).
; CHECK-LABEL: define void @wide_plain(
; CHECK-NEXT:    [[T:%wmc.wide.*]] = alloca i128
; CHECK-NEXT:    call void @__wmc_memcpy(ptr [[T]], ptr @big, i64 16, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %v = load i128, ptr [[T]]
; CHECK-NEXT:    %w = add i128 %v, 1
; CHECK-NEXT:    store i128 %w, ptr [[T]]
; CHECK-NEXT:    call void @__wmc_memcpy(ptr @big, ptr [[T]], i64 16, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    ret void
define void @wide_plain() {
  %v = load i128, ptr @big
  %w = add i128 %v, 1
  store i128 %w, ptr @big
  ret void
}

; Atomic or volatile accesses the runtime cannot carry are flagged and left
; as they are.
; CHECK-LABEL: define void @too_big(
; CHECK-NEXT:    call void @__wmc_unsupported(ptr @[[MSG16]], ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %v = load atomic i128, ptr @big seq_cst
; CHECK-NEXT:    call void @__wmc_unsupported(ptr @[[MSG16]], ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    store volatile i128 %v, ptr @big
; WARN: warning: {{.*}}wmc: 16-byte access is not supported; an execution reaching it stops
define void @too_big() {
  %v = load atomic i128, ptr @big seq_cst, align 16
  store volatile i128 %v, ptr @big
  ret void
}

; A thread_local variable is reached through the calling test thread's copy
; (size 4, align 4, named for reports); its accesses are ordinary events.
; CHECK-LABEL: define i32 @thread_local(
; CHECK-NEXT:    [[C:%.*]] = call ptr @__wmc_thread_local(ptr @tls, i64 4, i64 4, ptr @[[TLSNAME]])
; CHECK-NEXT:    [[B:%.*]] = call i64 @__wmc_load(ptr [[C]], i32 4, i32 0, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %v = trunc i64 [[B]] to i32
; CHECK-NEXT:    ret i32 %v
define i32 @thread_local() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @tls)
  %v = load i32, ptr %a
  ret i32 %v
}

; Used directly (clang does this for its own guard variable __tls_guard):
; the same redirection, right before the use.
; CHECK-LABEL: define i32 @thread_local_direct(
; CHECK-NEXT:    [[C:%.*]] = call ptr @__wmc_thread_local(ptr @tls, i64 4, i64 4, ptr @[[TLSNAME]])
; CHECK-NEXT:    [[B:%.*]] = call i64 @__wmc_load(ptr [[C]], i32 4, i32 0, ptr @__wmc_site{{[.0-9]*}})
define i32 @thread_local_direct() {
  %v = load i32, ptr @tls
  ret i32 %v
}

; CHECK: declare ptr @__wmc_thread_local(ptr, i64, i64, ptr) #[[ATTR:[0-9]+]]
; CHECK: attributes #[[ATTR]] = { nounwind willreturn memory(none) }

!0 = !{}
!1 = !{!2, !2, i64 0}
!2 = !{!"vtable pointer", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
