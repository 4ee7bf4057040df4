; A local array that only UBSan's checks turn into an integer (the
; !nosanitize ptrtoint of its alignment and pointer-overflow checks, passed
; to a report that ends the program) does not escape: its accesses stay
; plain, as without -fsanitize. A real ptrtoint still lets it escape.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global i32 0

; CHECK-LABEL: define i32 @checked(
; CHECK:         call i64 @__wmc_load(ptr @g,
; CHECK-NOT:     call {{.*}}@__wmc_load
; CHECK:         ret i32
define i32 @checked() {
entry:
  %h = alloca [2 x i32], align 4
  %v = load i32, ptr @g, align 4
  %slot = getelementptr inbounds [2 x i32], ptr %h, i64 0, i64 1
  store i32 %v, ptr %slot, align 4
  %int = ptrtoint ptr %slot to i64, !nosanitize !0
  %low = and i64 %int, 3, !nosanitize !0
  %ok = icmp eq i64 %low, 0, !nosanitize !0
  br i1 %ok, label %cont, label %report, !nosanitize !0
report:
  call void @__ubsan_handle_type_mismatch_v1_abort(ptr null, i64 %int), !nosanitize !0
  unreachable, !nosanitize !0
cont:
  %r = load i32, ptr %slot, align 4
  ret i32 %r
}

; CHECK-LABEL: define i32 @escaped(
; CHECK:         call i64 @__wmc_load(ptr @g,
; CHECK:         call void @__wmc_store(ptr %slot,
; CHECK:         call i64 @__wmc_load(ptr %slot,
define i32 @escaped() {
entry:
  %h = alloca [2 x i32], align 4
  %v = load i32, ptr @g, align 4
  %slot = getelementptr inbounds [2 x i32], ptr %h, i64 0, i64 1
  store i32 %v, ptr %slot, align 4
  %int = ptrtoint ptr %slot to i64
  call void @publish(i64 %int)
  %r = load i32, ptr %slot, align 4
  ret i32 %r
}

declare void @publish(i64)
declare void @__ubsan_handle_type_mismatch_v1_abort(ptr, i64) noreturn

!0 = !{}
