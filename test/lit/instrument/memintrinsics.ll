; llvm.memcpy/memmove/memset become runtime calls unless every pointer is
; private (non-escaping alloca) or constant.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = global [64 x i8] zeroinitializer
@init = constant [16 x i8] zeroinitializer

; CHECK-DAG: c"memcpy\00"
; CHECK-DAG: c"memmove\00"
; CHECK-DAG: c"memset\00"

; CHECK-LABEL: define void @shared(
; CHECK-NEXT:    call void @__wmc_memcpy(ptr @buf, ptr %src, i64 %n, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_memmove(ptr %dst, ptr @buf, i64 8, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    [[V:%.*]] = zext i8 %c to i32
; CHECK-NEXT:    call void @__wmc_memset(ptr @buf, i32 [[V]], i64 64, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    [[N:%.*]] = zext i32 %m to i64
; CHECK-NEXT:    call void @__wmc_memset(ptr %dst, i32 0, i64 [[N]], ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    ret void
define void @shared(ptr %dst, ptr %src, i64 %n, i8 %c, i32 %m) {
  call void @llvm.memcpy.p0.p0.i64(ptr @buf, ptr %src, i64 %n, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr @buf, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr @buf, i8 %c, i64 64, i1 false)
  call void @llvm.memset.p0.i32(ptr %dst, i8 0, i32 %m, i1 true)
  ret void
}

; CHECK-LABEL: define i8 @private(
; CHECK-NEXT:    %a = alloca [16 x i8]
; CHECK-NEXT:    %b = alloca [16 x i8]
; CHECK-NEXT:    call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 16, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr @init, i64 16, i1 false)
; CHECK-NEXT:    call void @__wmc_memcpy(ptr %b, ptr @buf, i64 16,
define i8 @private() {
  %a = alloca [16 x i8]
  %b = alloca [16 x i8]
  call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr @init, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr @buf, i64 16, i1 false)
  %v = load i8, ptr %b
  ret i8 %v
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
