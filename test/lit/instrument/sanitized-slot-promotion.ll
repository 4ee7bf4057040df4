; UBSan's checks on a local slot (a !nosanitize ptrtoint for the alignment
; test, llvm.objectsize, a null compare) are statically true and are folded,
; so the slot is promoted as in the plain build (SanitizerLocals.h). Here a
; CAS loop keeps `expected` in a slot that only such checks keep from
; mem2reg: after folding, the slot is gone and the loop is a spin loop
; (flag 1), as without -fsanitize. An alignment test stricter than the
; slot's (mask 7 on an align-4 slot) is left alone: that slot stays memory
; and its loop is no spin loop (flag 0).
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = global i32 0

; CHECK: @[[SPIN:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[OTHER:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 0, i32 0 }

; CHECK-LABEL: define void @acquire(
; CHECK-NOT:     alloca
; CHECK:         call void @__wmc_loop_enter(ptr @[[SPIN]])
; CHECK:         call i64 @__wmc_cmpxchg(ptr @lock, i64 0, i64 1,
define void @acquire() {
entry:
  %expected = alloca i32, align 4
  store i32 0, ptr %expected, align 4
  br label %loop
loop:
  %size = call i64 @llvm.objectsize.i64.p0(ptr %expected, i1 false, i1 false, i1 false), !nosanitize !0
  %big = icmp uge i64 %size, 4, !nosanitize !0
  %nonnull = icmp ne ptr %expected, null, !nosanitize !0
  %int = ptrtoint ptr %expected to i64, !nosanitize !0
  %low = and i64 %int, 3, !nosanitize !0
  %aligned = icmp eq i64 %low, 0, !nosanitize !0
  %ok1 = and i1 %big, %nonnull, !nosanitize !0
  %ok = and i1 %ok1, %aligned, !nosanitize !0
  br i1 %ok, label %cont, label %report, !nosanitize !0
report:
  call void @__ubsan_handle_type_mismatch_v1_abort(ptr null, i64 %int), !nosanitize !0
  unreachable, !nosanitize !0
cont:
  %e = load i32, ptr %expected, align 4
  %pair = cmpxchg ptr @lock, i32 %e, i32 1 acquire monotonic, align 4
  %won = extractvalue { i32, i1 } %pair, 1
  br i1 %won, label %done, label %retry
retry:
  store i32 0, ptr %expected, align 4
  br label %loop
done:
  ret void
}

; CHECK-LABEL: define void @strict(
; CHECK:         %expected = alloca i32, align 4
; CHECK:         call void @__wmc_loop_enter(ptr @[[OTHER]])
define void @strict() {
entry:
  %expected = alloca i32, align 4
  store i32 0, ptr %expected, align 4
  br label %loop
loop:
  %int = ptrtoint ptr %expected to i64, !nosanitize !0
  %low = and i64 %int, 7, !nosanitize !0
  %aligned = icmp eq i64 %low, 0, !nosanitize !0
  br i1 %aligned, label %cont, label %report, !nosanitize !0
report:
  call void @__ubsan_handle_type_mismatch_v1_abort(ptr null, i64 %int), !nosanitize !0
  unreachable, !nosanitize !0
cont:
  %e = load i32, ptr %expected, align 4
  %pair = cmpxchg ptr @lock, i32 %e, i32 1 acquire monotonic, align 4
  %won = extractvalue { i32, i1 } %pair, 1
  br i1 %won, label %done, label %retry
retry:
  store i32 0, ptr %expected, align 4
  br label %loop
done:
  ret void
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
declare void @__ubsan_handle_type_mismatch_v1_abort(ptr, i64) noreturn

!0 = !{}
