; A spin loop compiled with -fsanitize=undefined (or address) still is a
; spin loop: the sanitizer's report handlers (noreturn __ubsan_handle_*,
; __asan_report_*) end the program, so an iteration that calls one never
; comes back. Here a check sits in the loop (its report block is outside
; the loop) and in the callee that loads the flag, as clang emits them for
; std::atomic<bool>::load; the callee's report used to make it impure.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ready = global i8 0

; CHECK: @[[SPIN:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[OTHER:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 0, i32 0 }

; CHECK-LABEL: define void @wait(
; CHECK: call void @__wmc_loop_enter(ptr @[[SPIN]])
define void @wait() {
entry:
  br label %header
header:
  %size = call i64 @llvm.objectsize.i64.p0(ptr @ready, i1 false, i1 false, i1 false), !nosanitize !0
  %ok = icmp uge i64 %size, 1, !nosanitize !0
  br i1 %ok, label %load, label %report, !nosanitize !0
report:
  call void @__ubsan_handle_type_mismatch_v1_abort(ptr null, i64 0), !nosanitize !0
  unreachable
load:
  %v = call i1 @load_flag(ptr @ready)
  br i1 %v, label %exit, label %header
exit:
  ret void
}

; A callee's noreturn call that is not a sanitizer's report still counts as
; an effect (the loop is not judged a spin loop).
; CHECK-LABEL: define void @other(
; CHECK: call void @__wmc_loop_enter(ptr @[[OTHER]])
define void @other() {
entry:
  br label %header
header:
  %v = call i1 @load_checked(ptr @ready)
  br i1 %v, label %exit, label %header
exit:
  ret void
}

define linkonce_odr i1 @load_checked(ptr %p) {
  %b = load atomic i8, ptr %p acquire, align 1
  %bad = icmp ugt i8 %b, 1
  br i1 %bad, label %fatal, label %ok
fatal:
  call void @my_fatal()
  unreachable
ok:
  %r = trunc i8 %b to i1
  ret i1 %r
}

define linkonce_odr i1 @load_flag(ptr %p) {
  %b = load atomic i8, ptr %p acquire, align 1
  %bad = icmp ugt i8 %b, 1
  br i1 %bad, label %report, label %ok, !nosanitize !0
report:
  call void @__ubsan_handle_load_invalid_value_abort(ptr null, i64 0), !nosanitize !0
  unreachable
ok:
  %r = trunc i8 %b to i1
  ret i1 %r
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
declare void @__ubsan_handle_type_mismatch_v1_abort(ptr, i64) noreturn nounwind
declare void @__ubsan_handle_load_invalid_value_abort(ptr, i64) noreturn nounwind
declare void @my_fatal() noreturn

!0 = !{}
