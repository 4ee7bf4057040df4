; main becomes __wmc_user_main, and a constructor registers every mutable
; global defined here: {addr, size, source name, element size}.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = global i32 0
@matrix = global [4 x [3 x i16]] zeroinitializer
@f.x = internal global i64 0, !dbg !10
@ro = constant i32 1
@tls = thread_local global i32 0
@ext = external global i32
@avail = available_externally global i32 2
@__wmc_private = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @counter], section "llvm.metadata"

; CHECK: @[[N1:__wmc_str[.0-9]*]] = {{.*}} c"counter\00"
; CHECK: @[[N2:__wmc_str[.0-9]*]] = {{.*}} c"matrix\00"
; CHECK: @[[N3:__wmc_str[.0-9]*]] = {{.*}} c"x\00"
; CHECK: @[[TABLE:__wmc_globals]] = private constant [3 x { ptr, i64, ptr, i64 }] [
; CHECK-SAME: { ptr, i64, ptr, i64 } { ptr @counter, i64 4, ptr @[[N1]], i64 4 },
; CHECK-SAME: { ptr, i64, ptr, i64 } { ptr @matrix, i64 24, ptr @[[N2]], i64 2 },
; CHECK-SAME: { ptr, i64, ptr, i64 } { ptr @f.x, i64 8, ptr @[[N3]], i64 8 }]
; CHECK: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @[[CTOR:__wmc_module_ctor]], ptr null }]

; CHECK-LABEL: define i32 @__wmc_user_main(i32 %argc, ptr %argv)
; CHECK:         call i64 @__wmc_load(ptr @counter, i32 4, i32 0,
define i32 @main(i32 %argc, ptr %argv) {
  %v = load i32, ptr @counter
  ret i32 %v
}

; CHECK: define internal void @[[CTOR]]()
; CHECK-NEXT:    call void @__wmc_register_globals(ptr @[[TABLE]], i64 3)
; CHECK-NEXT:    ret void

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "g.c", directory: "/tmp")
!2 = !{!10}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "x", scope: !0, file: !1, line: 3, type: !3, isLocal: true, isDefinition: true)
