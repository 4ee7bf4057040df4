; The wmc-instrument pass on thread_local copies (ThreadLocalProof.h): an
; internal variable reached only by loads and stores gets a marked
; __wmc_thread_local call and native accesses; one whose address is passed
; to a call keeps its events. With !wmc.no_private (what the plugin adds
; for -fplugin-arg-wmc-no-private) nothing is proven.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s --check-prefix=ON
; RUN: sed 's/^;OFF //' %s | %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S | FileCheck %s --check-prefix=OFF

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = internal thread_local global i32 0
@escapes = internal thread_local global i32 0

declare ptr @llvm.threadlocal.address.p0(ptr)
declare void @use(ptr)

;OFF !wmc.no_private = !{}

; ON-LABEL: define i32 @bump(
; ON-NEXT:    [[C:%.*]] = call ptr @__wmc_thread_local(ptr @count, i64 4, i64 4, ptr @{{.*}}), !wmc.private_copy
; ON-NEXT:    %v = load i32, ptr [[C]]
; ON-NEXT:    %w = add i32 %v, 1
; ON-NEXT:    store i32 %w, ptr [[C]]
; ON-NEXT:    [[E:%.*]] = call ptr @__wmc_thread_local(ptr @escapes, i64 4, i64 4, ptr @{{.*}}){{$}}
; ON-NEXT:    call void @__wmc_store(ptr [[E]], i64 1, i32 4, i32 0,
; ON-NEXT:    call void @use(ptr [[E]])
; ON-NEXT:    ret i32 %w
; OFF-LABEL: define i32 @bump(
; OFF-NEXT:    [[C:%.*]] = call ptr @__wmc_thread_local(ptr @count, i64 4, i64 4, ptr @{{.*}}){{$}}
; OFF-NEXT:    [[B:%.*]] = call i64 @__wmc_load(ptr [[C]], i32 4, i32 0,
; OFF-NEXT:    %v = trunc i64 [[B]] to i32
; OFF-NEXT:    %w = add i32 %v, 1
; OFF-NEXT:    [[W:%.*]] = zext i32 %w to i64
; OFF-NEXT:    call void @__wmc_store(ptr [[C]], i64 [[W]], i32 4, i32 0,
define i32 @bump() {
  %c = call ptr @llvm.threadlocal.address.p0(ptr @count)
  %v = load i32, ptr %c
  %w = add i32 %v, 1
  store i32 %w, ptr %c
  %e = call ptr @llvm.threadlocal.address.p0(ptr @escapes)
  store i32 1, ptr %e
  call void @use(ptr %e)
  ret i32 %w
}
