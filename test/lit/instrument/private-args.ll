; Plain loads and stores through a parameter listed in !wmc.private_args (the
; own-slot parameters the clang plugin's analysis found) carry
; WMC_FLAG_PRIVATE (0x2000 = 8192); other parameters, mixed pointers,
; volatile and atomic accesses do not (docs/instrumentation.md).
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: define void @kernel(
; CHECK:         call i64 @__wmc_load(ptr %pa, i32 4, i32 8192,
; CHECK:         call void @__wmc_store(ptr %pout, i64 {{%.*}}, i32 4, i32 8192,
; CHECK:         call void @__wmc_store(ptr %pother, i64 {{%.*}}, i32 4, i32 0,
; CHECK:         call void @__wmc_store(ptr %pmixed, i64 {{%.*}}, i32 4, i32 0,
; CHECK:         call void @__wmc_store(ptr %pout, i64 {{%.*}}, i32 4, i32 256,
; CHECK:         call void @__wmc_store(ptr %pout, i64 {{%.*}}, i32 4, i32 1,
; CHECK:         ret void
define void @kernel(ptr %a, ptr %out, ptr %other, i64 %i, i1 %c) !wmc.private_args !0 {
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %pa
  %pout = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %v, ptr %pout
  %pother = getelementptr inbounds i32, ptr %other, i64 %i
  store i32 %v, ptr %pother
  %base = select i1 %c, ptr %out, ptr %other
  %pmixed = getelementptr inbounds i32, ptr %base, i64 %i
  store i32 %v, ptr %pmixed
  store volatile i32 %v, ptr %pout
  store atomic i32 %v, ptr %pout monotonic, align 4
  ret void
}

; The same accesses in a function without the metadata are plain.
; CHECK-LABEL: define void @unmarked(
; CHECK:         call void @__wmc_store(ptr %p, i64 1, i32 4, i32 0,
define void @unmarked(ptr %out, i64 %i) {
  %p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 1, ptr %p
  ret void
}

!0 = !{i32 0, i32 1}
