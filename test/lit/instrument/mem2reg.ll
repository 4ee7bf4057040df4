; Promotable allocas (as clang emits them for locals) are turned into SSA
; values before instrumenting, so locals never become events.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -wmc-promote-allocas=false -S %s | FileCheck --check-prefix=NOPROMOTE %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = global i32 0
@sum = global i32 0

; After promotion the loop below is a spin loop (no header PHI, no writes).
; With the local still in memory it is one too: the loop reads the local
; only right after storing it in the same block (a scratch store, see
; SpinRule), so no value travels between iterations.
; CHECK: @__wmc_loop = private constant {{.*}}, i32 1, i32 0 }
; NOPROMOTE: @__wmc_loop = private constant {{.*}}, i32 1, i32 0 }

; int v; while ((v = flag) == 0) ; sum = v;
; CHECK-LABEL: define void @locals(
; CHECK-NOT:     alloca
; CHECK:         call i64 @__wmc_load(ptr @flag,
; CHECK-NOT:     call {{.*}}@__wmc_load
; CHECK:         call void @__wmc_store(ptr @sum,
; CHECK-NOT:     call {{.*}}@__wmc_store
; CHECK:         ret void
; NOPROMOTE-LABEL: define void @locals(
; NOPROMOTE:       %v = alloca i32
; NOPROMOTE:       store i32 %l, ptr %v
define void @locals() {
entry:
  %v = alloca i32
  br label %header
header:
  %l = load atomic i32, ptr @flag monotonic, align 4
  store i32 %l, ptr %v
  %r = load i32, ptr %v
  %z = icmp eq i32 %r, 0
  br i1 %z, label %header, label %exit
exit:
  %f = load i32, ptr %v
  store i32 %f, ptr @sum
  ret void
}

; After inlining a by-reference helper, the caller's local is stored into
; the helper's parameter slot; promotion repeats until both are gone.
; CHECK-LABEL: define i32 @by_reference(
; CHECK-NOT:     alloca
; CHECK-NOT:     call {{.*}}@__wmc_
; CHECK:         ret i32
define i32 @by_reference(i32 %x) {
  %local = alloca i32
  %ref.addr = alloca ptr
  store i32 %x, ptr %local
  store ptr %local, ptr %ref.addr
  %ref = load ptr, ptr %ref.addr
  %v = load i32, ptr %ref
  %w = add i32 %v, 1
  store i32 %w, ptr %ref
  %r = load i32, ptr %local
  ret i32 %r
}
