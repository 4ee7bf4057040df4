; The pass plugin also hooks the start of the default pipelines, so the
; optimizer sees runtime calls instead of the original accesses: two reads
; of the same location stay two events and a dead store stays an event.
; RUN: %opt -load-pass-plugin %wmc_pass -passes='default<O2>' -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin %wmc_pass -passes='default<O0>' -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = global i32 0

; CHECK-LABEL: define {{.*}}i32 @twice(
; CHECK:         call void @__wmc_store(ptr {{.*}}@x, i64 1,
; CHECK:         call void @__wmc_store(ptr {{.*}}@x, i64 2,
; CHECK:         call i64 @__wmc_load(ptr {{.*}}@x,
; CHECK:         call i64 @__wmc_load(ptr {{.*}}@x,
define i32 @twice() {
  store i32 1, ptr @x
  store i32 2, ptr @x
  %a = load i32, ptr @x
  %b = load i32, ptr @x
  %s = add i32 %a, %b
  ret i32 %s
}
