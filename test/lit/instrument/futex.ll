; syscall(SYS_futex, ...) becomes __wmc_futex(addr, op, val, site); any
; other system call stays unsupported (flagged before the call).
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i64 @syscall(i64, ...)

; CHECK-LABEL: define i64 @wait(
; CHECK-NEXT:    [[R:%.*]] = call i64 @__wmc_futex(ptr %p, i32 128, i32 %v, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    ret i64 [[R]]
define i64 @wait(ptr %p, i32 %v) {
  %r = call i64 (i64, ...) @syscall(i64 202, ptr %p, i32 128, i32 %v, ptr null)
  ret i64 %r
}

; CHECK-LABEL: define i64 @getpid(
; CHECK-NEXT:    call void @__wmc_unsupported(ptr @{{__wmc_str[.0-9]*}}, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %r = call i64 (i64, ...) @syscall(i64 39)
define i64 @getpid() {
  %r = call i64 (i64, ...) @syscall(i64 39)
  ret i64 %r
}
