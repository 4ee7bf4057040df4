; CUDA dynamic shared memory: wmc-cuda-lower turns `extern __shared__ T v[]`
; into a declaration in section "wmc_dynamic_shared". Every use becomes
; __wmc_gpu_block_shared(@KEY, WMC_DYNAMIC_SHARED = -1), where @KEY is a new
; internal global of one element, named after the variable, that only names
; it: the declaration (never defined) is erased, and two declarations get two
; keys (the runtime gives both the block's one dynamic shared memory).
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@words = external global [0 x i32], section "wmc_dynamic_shared", align 4
@_ZN2ns5bytesE = external global [0 x i8], section "wmc_dynamic_shared", align 1

; CHECK-NOT: @words = external
; CHECK-NOT: @_ZN2ns5bytesE = external
; CHECK-DAG: @words = internal global i32 0
; CHECK-DAG: @"ns::bytes" = internal global i8 0
; Registered for names only: {key, size, name, element size}.
; CHECK-DAG: @[[WORDS:__wmc_str[.0-9]*]] = {{.*}} c"words\00"
; CHECK-DAG: @[[BYTES:__wmc_str[.0-9]*]] = {{.*}} c"ns::bytes\00"
; CHECK-DAG: @__wmc_block_shared = private constant [2 x { ptr, i64, ptr, i64 }] [{ ptr, i64, ptr, i64 } { ptr @words, i64 4, ptr @[[WORDS]], i64 4 }, { ptr, i64, ptr, i64 } { ptr @"ns::bytes", i64 1, ptr @[[BYTES]], i64 1 }]

; CHECK-LABEL: define void @k(i64 %i)
define void @k(i64 %i) {
; CHECK:      [[A:%.*]] = call ptr @__wmc_gpu_block_shared(ptr @words, i64 -1)
; CHECK-NEXT: [[P:%.*]] = getelementptr [0 x i32], ptr [[A]], i64 0, i64 %i
; CHECK-NEXT: call void @__wmc_store(ptr [[P]], i64 1, i32 4, i32 0,
  %p = getelementptr [0 x i32], ptr @words, i64 0, i64 %i
  store i32 1, ptr %p
; CHECK:      [[B:%.*]] = call ptr @__wmc_gpu_block_shared(ptr @"ns::bytes", i64 -1)
; CHECK-NEXT: call i64 @__wmc_load(ptr [[B]], i32 1, i32 0,
  %v = load i8, ptr @_ZN2ns5bytesE
  ret void
}
