; The functions of <wmc/gpu.h> are renamed to the runtime's, with the site
; appended: wmc_scoped_load/store/rmw/cmpxchg/fence -> __wmc_load/store/rmw/
; cmpxchg/fence (their `order` already packs order | scope << 4), and
; wmc_gpu_launch/synchronize/barrier -> __wmc_gpu_*. Code inlined from wmc's
; headers (a path containing /include/wmc/) or from system headers (under
; /usr/) gets the site of the first caller outside them, so reports name the
; user's line; code inlined from the user's own files keeps its own line.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = global i32 0

; CHECK-DAG: @[[FILE:__wmc_str[.0-9]*]] = {{.*}} c"t.c\00"
; CHECK-DAG: @[[USER:__wmc_str[.0-9]*]] = {{.*}} c"user\00"
; CHECK-DAG: @[[HELPER:__wmc_str[.0-9]*]] = {{.*}} c"helper\00"
; The load inlined from gpu.h through the system header names t.c:5 in user.
; CHECK-DAG: @[[S_LOAD:__wmc_site[.0-9]*]] = private constant { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @[[FILE]], i32 5, i32 3, ptr @[[USER]], ptr @{{.*}}, ptr null, ptr @{{.*}} }
; The fence inlined from the user's own helper keeps the helper's line.
; CHECK-DAG: @[[S_FENCE:__wmc_site[.0-9]*]] = private constant { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @[[FILE]], i32 2, i32 7, ptr @[[HELPER]], ptr @{{.*}}, ptr null, ptr @{{.*}} }

; CHECK-LABEL: define void @user(
; CHECK-NEXT: call i64 @__wmc_load(ptr @x, i32 4, i32 34, ptr @[[S_LOAD]])
; CHECK-NEXT: call void @__wmc_store(ptr @x, i64 1, i32 4, i32 19, ptr @__wmc_site{{[.0-9]*}})
; %b is unused: its order carries WMC_FLAG_RESULT_UNUSED (20 | 0x800 = 2068).
; CHECK-NEXT: call i64 @__wmc_rmw(ptr @x, i64 1, i32 4, i32 1, i32 2068, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT: call i64 @__wmc_cmpxchg(ptr @x, i64 0, i64 1, i32 4, i32 21, i32 18, i32 0, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT: call void @__wmc_fence(i32 21, ptr @[[S_FENCE]])
; CHECK-NEXT: call void @__wmc_gpu_launch(i64 1, i32 1, i64 1, i32 1, ptr @k, ptr null, i64 0, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT: call void @__wmc_gpu_synchronize(ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT: call void @__wmc_gpu_barrier(ptr @__wmc_site{{[.0-9]*}})
define void @user() !dbg !10 {
  %a = call i64 @wmc_scoped_load(ptr @x, i32 4, i32 34), !dbg !20
  call void @wmc_scoped_store(ptr @x, i64 1, i32 4, i32 19), !dbg !13
  %b = call i64 @wmc_scoped_rmw(ptr @x, i64 1, i32 4, i32 1, i32 20), !dbg !13
  %c = call i64 @wmc_scoped_cmpxchg(ptr @x, i64 0, i64 1, i32 4, i32 21, i32 18, i32 0), !dbg !13
  call void @wmc_scoped_fence(i32 21), !dbg !31
  call void @wmc_gpu_launch(i64 1, i32 1, i64 1, i32 1, ptr @k, ptr null, i64 0), !dbg !13
  call void @wmc_gpu_synchronize(), !dbg !13
  call void @wmc_gpu_barrier(), !dbg !13
  ret void
}

define internal void @k(ptr %arg) {
  ret void
}

declare i64 @wmc_scoped_load(ptr, i32, i32)
declare void @wmc_scoped_store(ptr, i64, i32, i32)
declare i64 @wmc_scoped_rmw(ptr, i64, i32, i32, i32)
declare i64 @wmc_scoped_cmpxchg(ptr, i64, i64, i32, i32, i32, i32)
declare void @wmc_scoped_fence(i32)
declare void @wmc_gpu_launch(i64, i32, i64, i32, ptr, ptr, i64)
declare void @wmc_gpu_synchronize()
declare void @wmc_gpu_barrier()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/src")
!2 = !DIFile(filename: "/work/include/wmc/gpu.h", directory: "/src")
!3 = !DIFile(filename: "stdatomic.h", directory: "/usr/lib/clang/19/include")
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !DISubroutineType(types: !{null})
!10 = distinct !DISubprogram(name: "user", scope: !1, file: !1, line: 4, type: !7, unit: !0, spFlags: DISPFlagDefinition)
!11 = distinct !DISubprogram(name: "wmc_atomic_load_helper", scope: !2, file: !2, line: 90, type: !7, unit: !0, spFlags: DISPFlagDefinition)
!12 = distinct !DISubprogram(name: "sys_helper", scope: !3, file: !3, line: 10, type: !7, unit: !0, spFlags: DISPFlagDefinition)
!13 = !DILocation(line: 6, column: 3, scope: !10)
; gpu.h:91 inlined into stdatomic.h:11, inlined into t.c:5
!20 = !DILocation(line: 91, column: 10, scope: !11, inlinedAt: !21)
!21 = distinct !DILocation(line: 11, column: 1, scope: !12, inlinedAt: !22)
!22 = distinct !DILocation(line: 5, column: 3, scope: !10)
; t.c:2 in the user's helper, inlined into t.c:7
!30 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 1, type: !7, unit: !0, spFlags: DISPFlagDefinition)
!31 = !DILocation(line: 2, column: 7, scope: !30, inlinedAt: !32)
!32 = distinct !DILocation(line: 7, column: 3, scope: !10)
