; Block-shared variables: a global annotated "wmc_block_shared" (CUDA
; __shared__ through <wmc/cuda_runtime.h>) is never accessed directly. Every
; use in a function, including one inside a constant expression and a PHI
; operand, becomes the calling thread's block instance
; __wmc_gpu_block_shared(@G, sizeof G), computed right before the use; the
; accesses through it are instrumented as usual. The variable is registered
; by name (not as an ordinary global), and an ordinary global is unaffected.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@k.tile = internal global [4 x i32] zeroinitializer
@plain = global i32 0
@.str = private unnamed_addr constant [17 x i8] c"wmc_block_shared\00", section "llvm.metadata"
@.file = private unnamed_addr constant [4 x i8] c"k.c\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @k.tile, ptr @.str, ptr @.file, i32 3, ptr null }], section "llvm.metadata"

; Registered for names only: {var, size, name, element size}.
; CHECK: @__wmc_globals = private constant [1 x { ptr, i64, ptr, i64 }] [{ ptr, i64, ptr, i64 } { ptr @plain, i64 4,
; CHECK: @__wmc_block_shared = private constant [1 x { ptr, i64, ptr, i64 }] [{ ptr, i64, ptr, i64 } { ptr @k.tile, i64 16, ptr @{{.*}}, i64 4 }]

; CHECK-LABEL: define void @k(i64 %i, i1 %c)
define void @k(i64 %i, i1 %c) {
entry:
; CHECK:      [[A:%.*]] = call ptr @__wmc_gpu_block_shared(ptr @k.tile, i64 16)
; CHECK-NEXT: call void @__wmc_store(ptr [[A]], i64 1, i32 4, i32 0,
  store i32 1, ptr @k.tile
; CHECK:      [[B:%.*]] = call ptr @__wmc_gpu_block_shared(ptr @k.tile, i64 16)
; CHECK-NEXT: [[G:%.*]] = getelementptr inbounds [4 x i32], ptr [[B]], i64 0, i64 2
; CHECK-NEXT: call i64 @__wmc_load(ptr [[G]], i32 4, i32 0,
  %v = load i32, ptr getelementptr inbounds ([4 x i32], ptr @k.tile, i64 0, i64 2)
; CHECK:      [[C:%.*]] = call ptr @__wmc_gpu_block_shared(ptr @k.tile, i64 16)
; CHECK-NEXT: getelementptr [4 x i32], ptr [[C]], i64 0, i64 %i
  %p = getelementptr [4 x i32], ptr @k.tile, i64 0, i64 %i
  call void @__wmc_private_use(ptr %p)
; CHECK: call i64 @__wmc_load(ptr @plain, i32 4, i32 0,
  %w = load i32, ptr @plain
  br i1 %c, label %then, label %join

then:
; CHECK-LABEL: then:
; CHECK:      [[D:%.*]] = call ptr @__wmc_gpu_block_shared(ptr @k.tile, i64 16)
; CHECK-NEXT: br label %join
  br label %join

join:
; CHECK-LABEL: join:
; CHECK-NEXT: phi ptr [ {{%.*}}, %entry ], [ [[D]], %then ]
  %q = phi ptr [ %p, %entry ], [ @k.tile, %then ]
  store i32 %v, ptr %q
  ret void
}

declare void @__wmc_private_use(ptr)

; The instance never changes for a thread: the call may be merged or hoisted.
; CHECK: declare ptr @__wmc_gpu_block_shared(ptr, i64) [[ATTRS:#[0-9]+]]
; CHECK: define internal void @__wmc_module_ctor()
; CHECK-NEXT: call void @__wmc_register_globals(ptr @__wmc_globals, i64 1)
; CHECK-NEXT: call void @__wmc_register_block_shared(ptr @__wmc_block_shared, i64 1)
; CHECK: attributes [[ATTRS]] = { nounwind willreturn memory(none) }
