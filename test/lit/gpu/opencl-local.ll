; In an OpenCL module (!opencl.ocl.version), clang emits a kernel-scope
; `local` variable as an internal global with an undef initializer: it is
; block-shared (one instance per work-group). Other globals of the module,
; including internal ones with a real initializer, stay ordinary globals.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@foo.tile = internal global [4 x i32] undef, align 16
@counter = internal global i32 0

; CHECK: @__wmc_globals = private constant [1 x { ptr, i64, ptr, i64 }] [{ ptr, i64, ptr, i64 } { ptr @counter,
; CHECK: @__wmc_block_shared = private constant [1 x { ptr, i64, ptr, i64 }] [{ ptr, i64, ptr, i64 } { ptr @foo.tile, i64 16,

; CHECK-LABEL: define spir_kernel void @foo(
; CHECK:      [[T:%.*]] = call ptr @__wmc_gpu_block_shared(ptr @foo.tile, i64 16)
; CHECK-NEXT: call void @__wmc_store(ptr [[T]], i64 7, i32 4, i32 0,
; CHECK:      call i64 @__wmc_load(ptr @counter, i32 4, i32 0,
define spir_kernel void @foo(ptr %a) !kernel_arg_addr_space !1 {
  store i32 7, ptr @foo.tile
  %c = load i32, ptr @counter
  store i32 %c, ptr %a
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
!1 = !{i32 1}
