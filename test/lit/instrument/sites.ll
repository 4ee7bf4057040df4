; Each instrumented instruction gets its own wmc_site built from its debug
; location; strings are shared. Functions named __wmc* are never touched, and
; a second run of the pass changes nothing.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument,wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = global i32 0

; CHECK: @[[FILE:__wmc_str[.0-9]*]] = private unnamed_addr constant [8 x i8] c"src/t.c\00"
; CHECK: @[[FN:__wmc_str[.0-9]*]] = private unnamed_addr constant [7 x i8] c"reader\00"
; CHECK: @[[LOAD:__wmc_str[.0-9]*]] = private unnamed_addr constant [5 x i8] c"load\00"
; The file name is relative: the site keeps its compilation directory.
; CHECK: @[[DIR:__wmc_str[.0-9]*]] = private unnamed_addr constant [6 x i8] c"/work\00"
; CHECK: @[[S1:__wmc_site[.0-9]*]] = private constant { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @[[FILE]], i32 7, i32 12, ptr @[[FN]], ptr @[[LOAD]], ptr null, ptr @[[DIR]], ptr null }
; CHECK: @[[S2:__wmc_site[.0-9]*]] = private constant { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @[[FILE]], i32 8, i32 3, ptr @[[FN]], ptr @[[LOAD]], ptr null, ptr @[[DIR]], ptr null }
; An instruction inlined from another function names that function.
; CHECK: @[[INL:__wmc_str[.0-9]*]] = private unnamed_addr constant [7 x i8] c"helper\00"
; CHECK: @[[S3:__wmc_site[.0-9]*]] = private constant { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @[[FILE]], i32 2, i32 5, ptr @[[INL]], ptr @[[LOAD]], ptr null, ptr @[[DIR]], ptr null }
; CHECK-NOT: __wmc_site

; CHECK-LABEL: define i32 @reader(
; CHECK-NEXT:    call i64 @__wmc_load(ptr @x, i32 4, i32 0, ptr @[[S1]])
; CHECK:         call i64 @__wmc_load(ptr @x, i32 4, i32 0, ptr @[[S2]])
; CHECK:         call i64 @__wmc_load(ptr @x, i32 4, i32 0, ptr @[[S3]])
define i32 @reader() !dbg !10 {
  %a = load i32, ptr @x, !dbg !13
  %b = load i32, ptr @x, !dbg !14
  %c = load i32, ptr @x, !dbg !15
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

; CHECK-LABEL: define i32 @__wmc_runtime_helper(
; CHECK-NEXT:    %v = load i32, ptr @x
define i32 @__wmc_runtime_helper() {
  %v = load i32, ptr @x
  ret i32 %v
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "src/t.c", directory: "/work")
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DISubroutineType(types: !{})
!10 = distinct !DISubprogram(name: "reader", scope: !1, file: !1, line: 6, type: !7, unit: !0)
!11 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 1, type: !7, unit: !0)
!13 = !DILocation(line: 7, column: 12, scope: !10)
!14 = !DILocation(line: 8, column: 3, scope: !10)
!15 = !DILocation(line: 2, column: 5, scope: !11, inlinedAt: !16)
!16 = !DILocation(line: 9, column: 1, scope: !10)
