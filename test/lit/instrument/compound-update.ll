; A compound update of a plain variable (`counter++`, `x += 2`): a load and a
; store of the same address at the same source location, the stored value
; computed from the loaded one. Both carry WMC_FLAG_UPDATE (0x4000 = 16384 in
; the order argument), so that a repair making the variable atomic explores
; them as one RMW. `y = y + 1` (the load at the second `y`, another column),
; a store of a value not computed from the load, and a pair with a call in
; between are not marked. With -fsanitize=undefined the store sits in the
; block after the overflow check (@checked): still one update.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = global i32 0
@y = global i32 0

; CHECK-LABEL: define void @updates(
; CHECK: call i64 @__wmc_load(ptr @counter, i32 4, i32 16384,
; CHECK: call void @__wmc_store(ptr @counter, i64 {{.*}}, i32 4, i32 16384,
; CHECK: call i64 @__wmc_load(ptr @y, i32 4, i32 0,
; CHECK: call void @__wmc_store(ptr @y, i64 {{.*}}, i32 4, i32 0,
; CHECK: call i64 @__wmc_load(ptr @counter, i32 4, i32 0,
; CHECK: call void @__wmc_store(ptr @counter, i64 7, i32 4, i32 0,
; CHECK: call i64 @__wmc_load(ptr @counter, i32 4, i32 0,
; CHECK: call void @__wmc_store(ptr @counter, i64 {{.*}}, i32 4, i32 0,
define void @updates() !dbg !5 {
entry:
  %c = load i32, ptr @counter, align 4, !dbg !10
  %c1 = add nsw i32 %c, 1, !dbg !10
  store i32 %c1, ptr @counter, align 4, !dbg !10
  %v = load i32, ptr @y, align 4, !dbg !12
  %v1 = add nsw i32 %v, 1, !dbg !12
  store i32 %v1, ptr @y, align 4, !dbg !11
  %d = load i32, ptr @counter, align 4, !dbg !13
  store i32 7, ptr @counter, align 4, !dbg !13
  %e = load i32, ptr @counter, align 4, !dbg !14
  call void @other(), !dbg !14
  %e1 = add nsw i32 %e, 1, !dbg !14
  store i32 %e1, ptr @counter, align 4, !dbg !14
  ret void
}

declare void @other()

; CHECK-LABEL: define void @checked(
; CHECK: call i64 @__wmc_load(ptr @counter, i32 4, i32 16384,
; CHECK: call void @__wmc_store(ptr @counter, i64 {{.*}}, i32 4, i32 16384,
define void @checked() !dbg !15 {
entry:
  %c = load i32, ptr @counter, align 4, !dbg !16
  %sum = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %c, i32 1), !dbg !16, !nosanitize !17
  %ovf = extractvalue { i32, i1 } %sum, 1, !dbg !16, !nosanitize !17
  br i1 %ovf, label %report, label %cont, !dbg !16, !nosanitize !17
report:
  call void @__ubsan_handle_add_overflow_abort(ptr null, i64 0, i64 1), !dbg !16, !nosanitize !17
  unreachable, !nosanitize !17
cont:
  %c1 = extractvalue { i32, i1 } %sum, 0, !dbg !16
  store i32 %c1, ptr @counter, align 4, !dbg !16
  ret void
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare void @__ubsan_handle_add_overflow_abort(ptr, i64, i64) noreturn

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "u.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "updates", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!10 = !DILocation(line: 4, column: 10, scope: !5)
!11 = !DILocation(line: 5, column: 5, scope: !5)
!12 = !DILocation(line: 5, column: 7, scope: !5)
!13 = !DILocation(line: 6, column: 11, scope: !5)
!14 = !DILocation(line: 7, column: 10, scope: !5)
!15 = distinct !DISubprogram(name: "checked", scope: !1, file: !1, line: 9, type: !6, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 10, column: 10, scope: !15)
!17 = !{}
