; Kernels get a trampoline `void __wmc_kernel.NAME(ptr args)` that loads
; source parameter i through args[i] (a pointer to its bytes) and calls the
; kernel with its calling convention, and an entry of the kernel table
; registered by the module constructor: {name, trampoline, parameter count,
; parameters, site}, each parameter {kind, size, name, pointee size, pointer
; field count, pointer fields}, each field {offset, name, pointee size}.
; Kinds (runtime/abi.h): 0 global pointer, 1 local pointer, 2 integer, 3
; floating point, 4 other, 5 struct by value. OpenCL kernels (spir_kernel)
; take the pointer kinds from !kernel_arg_addr_space (1 global, 2 constant,
; 3 local; 0 private: other); CUDA kernels (annotated "wmc_kernel") have only
; global pointers. A struct passed by value is a struct also when it arrives
; as an integer (debug info says it is one); a struct with a pointer in a
; union is "other". clang passes a 16-byte struct {int *data; int n;} as two
; IR arguments (ptr, i32): `split` has 3 IR arguments but 2 source
; parameters (its subprogram type says so), and its trampoline loads both
; pieces from the struct's bytes (offsets 0 and 8). Without parameter types
; in debug info (`small`, `cuda`), one parameter per IR argument.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { i64, i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"wmc_kernel\00", section "llvm.metadata"
@.file = private unnamed_addr constant [4 x i8] c"k.c\00", section "llvm.metadata"
@llvm.global.annotations = appending global [4 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @_Z4cudaPiif, ptr @.str, ptr @.file, i32 3, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @small, ptr @.str, ptr @.file, i32 9, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @split, ptr @.str, ptr @.file, i32 20, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @tagged, ptr @.str, ptr @.file, i32 30, ptr null }]

; CHECK-DAG: @[[CUDA:__wmc_str[.0-9]*]] = {{.*}} c"cuda\00"
; CHECK-DAG: @[[OCL:__wmc_str[.0-9]*]] = {{.*}} c"ocl\00"
; CHECK-DAG: @[[SMALL:__wmc_str[.0-9]*]] = {{.*}} c"small\00"
; CHECK-DAG: @[[OUT:__wmc_str[.0-9]*]] = {{.*}} c"out\00"
; CHECK-DAG: @[[SPLIT:__wmc_str[.0-9]*]] = {{.*}} c"split\00"
; CHECK-DAG: @[[DATA:__wmc_str[.0-9]*]] = {{.*}} c"data\00"
; CHECK-DAG: @[[B:__wmc_str[.0-9]*]] = {{.*}} c"b\00"
; CHECK-DAG: @[[X:__wmc_str[.0-9]*]] = {{.*}} c"x\00"
; CHECK-DAG: @[[CUDA_ARGS:__wmc_kernel_args[.0-9]*]] = private constant [4 x { i32, i32, ptr, i64, i32, ptr }] [{ i32, i32, ptr, i64, i32, ptr } { i32 0, i32 8, ptr null, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 2, i32 4, ptr null, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 3, i32 4, ptr null, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 4, i32 24, ptr null, i64 0, i32 0, ptr null }]
; CHECK-DAG: @[[OCL_ARGS:__wmc_kernel_args[.0-9]*]] = private constant [5 x { i32, i32, ptr, i64, i32, ptr }] [{ i32, i32, ptr, i64, i32, ptr } { i32 0, i32 8, ptr null, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 1, i32 8, ptr null, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 0, i32 8, ptr null, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 4, i32 8, ptr null, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 3, i32 8, ptr null, i64 0, i32 0, ptr null }]
; CHECK-DAG: @[[SMALL_ARGS:__wmc_kernel_args[.0-9]*]] = private constant [2 x { i32, i32, ptr, i64, i32, ptr }] [{ i32, i32, ptr, i64, i32, ptr } { i32 5, i32 8, ptr @{{__wmc_str[.0-9]*}}, i64 0, i32 0, ptr null }, { i32, i32, ptr, i64, i32, ptr } { i32 0, i32 8, ptr @[[OUT]], i64 4, i32 0, ptr null }]
; CHECK-DAG: @[[FIELDS:__wmc_kernel_fields[.0-9]*]] = private constant [1 x { i64, ptr, i64 }] [{ i64, ptr, i64 } { i64 0, ptr @[[DATA]], i64 4 }]
; CHECK-DAG: @[[SPLIT_ARGS:__wmc_kernel_args[.0-9]*]] = private constant [2 x { i32, i32, ptr, i64, i32, ptr }] [{ i32, i32, ptr, i64, i32, ptr } { i32 5, i32 16, ptr @[[B]], i64 0, i32 1, ptr @[[FIELDS]] }, { i32, i32, ptr, i64, i32, ptr } { i32 2, i32 4, ptr @[[X]], i64 0, i32 0, ptr null }]
; CHECK-DAG: @[[TAGGED_ARGS:__wmc_kernel_args[.0-9]*]] = private constant [1 x { i32, i32, ptr, i64, i32, ptr }] [{ i32, i32, ptr, i64, i32, ptr } { i32 4, i32 8, ptr @{{__wmc_str[.0-9]*}}, i64 0, i32 0, ptr null }]
; The last field is the kernel itself (cudaLaunchKernel((void *)k, ...)).
; CHECK: @__wmc_kernels = private constant [5 x { ptr, ptr, i32, ptr, { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr }, ptr }] [
; CHECK-SAME: { ptr @[[CUDA]], ptr @__wmc_kernel._Z4cudaPiif, i32 4, ptr @[[CUDA_ARGS]], { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @{{[^ ]*}}, i32 0, i32 0, ptr @{{[^ ]*}}, ptr @{{[^ ]*}}, ptr null, ptr null, ptr null }, ptr @_Z4cudaPiif },
; CHECK-SAME: { ptr @[[SMALL]], ptr @__wmc_kernel.small, i32 2, ptr @[[SMALL_ARGS]], { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @{{[^ ]*}}, i32 9, i32 0, ptr @[[SMALL]], ptr @{{[^ ]*}}, ptr null, ptr @{{[^ ]*}}, ptr null }, ptr @small },
; CHECK-SAME: { ptr @[[SPLIT]], ptr @__wmc_kernel.split, i32 2, ptr @[[SPLIT_ARGS]], { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @{{[^ ]*}}, i32 20, i32 0, ptr @[[SPLIT]], ptr @{{[^ ]*}}, ptr null, ptr @{{[^ ]*}}, ptr null }, ptr @split },
; CHECK-SAME: { ptr @{{__wmc_str[.0-9]*}}, ptr @__wmc_kernel.tagged, i32 1, ptr @[[TAGGED_ARGS]], { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @{{[^ ]*}}, i32 30, i32 0, ptr @{{[^ ]*}}, ptr @{{[^ ]*}}, ptr null, ptr @{{[^ ]*}}, ptr null }, ptr @tagged },
; CHECK-SAME: { ptr @[[OCL]], ptr @__wmc_kernel.ocl, i32 5, ptr @[[OCL_ARGS]], { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @{{[^ ]*}}, i32 0, i32 0, ptr @[[OCL]], ptr @{{[^ ]*}}, ptr null, ptr null, ptr null }, ptr @ocl }]

define void @_Z4cudaPiif(ptr %p, i32 %n, float %f, ptr byval(%struct.big) %s) {
  store i32 %n, ptr %p
  ret void
}

define spir_kernel void @ocl(ptr %g, ptr %l, ptr %c, ptr %priv, double %d) !kernel_arg_addr_space !1 {
  ret void
}

define void @small(i64 %pair, ptr %out) !dbg !10 {
    #dbg_value(i64 %pair, !14, !DIExpression(), !18)
    #dbg_value(ptr %out, !15, !DIExpression(), !18)
  ret void
}

define void @split(ptr %b.data, i32 %b.n, i32 %x) !dbg !20 {
    #dbg_value(ptr %b.data, !25, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !27)
    #dbg_value(i32 %b.n, !25, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !27)
    #dbg_value(i32 %x, !26, !DIExpression(), !27)
  ret void
}

define void @tagged(i64 %u) !dbg !30 {
    #dbg_value(i64 %u, !34, !DIExpression(), !35)
  ret void
}

; CHECK-LABEL: define internal void @__wmc_kernel._Z4cudaPiif(ptr %0)
; CHECK-NEXT:    [[S0:%.*]] = getelementptr inbounds ptr, ptr %0, i64 0
; CHECK-NEXT:    [[P0:%.*]] = load ptr, ptr [[S0]]
; CHECK-NEXT:    [[V0:%.*]] = load ptr, ptr [[P0]]
; CHECK-NEXT:    [[S1:%.*]] = getelementptr inbounds ptr, ptr %0, i64 1
; CHECK-NEXT:    [[P1:%.*]] = load ptr, ptr [[S1]]
; CHECK-NEXT:    [[V1:%.*]] = load i32, ptr [[P1]]
; CHECK-NEXT:    [[S2:%.*]] = getelementptr inbounds ptr, ptr %0, i64 2
; CHECK-NEXT:    [[P2:%.*]] = load ptr, ptr [[S2]]
; CHECK-NEXT:    [[V2:%.*]] = load float, ptr [[P2]]
; CHECK-NEXT:    [[S3:%.*]] = getelementptr inbounds ptr, ptr %0, i64 3
; CHECK-NEXT:    [[P3:%.*]] = load ptr, ptr [[S3]]
; CHECK-NEXT:    call void @_Z4cudaPiif(ptr [[V0]], i32 [[V1]], float [[V2]], ptr byval(%struct.big) [[P3]])
; CHECK-NEXT:    ret void
; CHECK-LABEL: define internal void @__wmc_kernel.split(ptr %0)
; CHECK-NEXT:    [[S0:%.*]] = getelementptr inbounds ptr, ptr %0, i64 0
; CHECK-NEXT:    [[P0:%.*]] = load ptr, ptr [[S0]]
; CHECK-NEXT:    [[DATA:%.*]] = load ptr, ptr [[P0]]
; CHECK-NEXT:    [[AT8:%.*]] = getelementptr inbounds i8, ptr [[P0]], i64 8
; CHECK-NEXT:    [[N:%.*]] = load i32, ptr [[AT8]]
; CHECK-NEXT:    [[S1:%.*]] = getelementptr inbounds ptr, ptr %0, i64 1
; CHECK-NEXT:    [[P1:%.*]] = load ptr, ptr [[S1]]
; CHECK-NEXT:    [[X:%.*]] = load i32, ptr [[P1]]
; CHECK-NEXT:    call void @split(ptr [[DATA]], i32 [[N]], i32 [[X]])
; CHECK-NEXT:    ret void
; CHECK-LABEL: define internal void @__wmc_kernel.ocl(ptr %0)
; CHECK:         call spir_kernel void @ocl(
; CHECK: define internal void @__wmc_module_ctor()
; CHECK-NEXT:    call void @__wmc_register_kernels(ptr @__wmc_kernels, i64 5)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!1 = !{i32 1, i32 3, i32 2, i32 0, i32 0}
!2 = !DIFile(filename: "k.c", directory: "/src")
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!10 = distinct !DISubprogram(name: "small", scope: !2, file: !2, line: 9, type: !11, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DISubroutineType(types: !{null})
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 8, size: 64, elements: !{})
!14 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !2, line: 9, type: !13)
!15 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !2, line: 9, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!18 = !DILocation(line: 9, column: 1, scope: !10)
!20 = distinct !DISubprogram(name: "split", scope: !2, file: !2, line: 20, type: !21, unit: !0, spFlags: DISPFlagDefinition)
!21 = !DISubroutineType(types: !{null, !22, !12})
!22 = !DICompositeType(tag: DW_TAG_structure_type, name: "buf", file: !2, line: 19, size: 128, elements: !{!23, !24})
!23 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !22, file: !2, line: 19, baseType: !28, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !22, file: !2, line: 19, baseType: !12, size: 32, offset: 64)
!25 = !DILocalVariable(name: "b", arg: 1, scope: !20, file: !2, line: 20, type: !22)
!26 = !DILocalVariable(name: "x", arg: 2, scope: !20, file: !2, line: 20, type: !12)
!27 = !DILocation(line: 20, column: 1, scope: !20)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!30 = distinct !DISubprogram(name: "tagged", scope: !2, file: !2, line: 30, type: !31, unit: !0, spFlags: DISPFlagDefinition)
!31 = !DISubroutineType(types: !{null, !32})
!32 = !DICompositeType(tag: DW_TAG_union_type, name: "either", file: !2, line: 29, size: 64, elements: !{!33})
!33 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !32, file: !2, line: 29, baseType: !28, size: 64)
!34 = !DILocalVariable(name: "u", arg: 1, scope: !30, file: !2, line: 30, type: !32)
!35 = !DILocation(line: 30, column: 1, scope: !30)
