; Inline asm: x86 full fences become __wmc_fence(seq_cst), compiler barriers
; and spin hints stay, anything else stays with a compile-time warning.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s 2>%t.err | FileCheck %s
; RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = global i32 0

; CHECK: @[[L:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }

; CHECK-LABEL: define void @fences(
; CHECK-NEXT:    call void @__wmc_fence(i32 5, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_fence(i32 5, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_fence(i32 5, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void asm sideeffect "", "~{memory}"()
; CHECK-NEXT:    call void asm sideeffect "pause", "~{memory}"()
; CHECK-NEXT:    call void asm sideeffect "cpuid", "~{memory}"()
; CHECK-NEXT:    ret void
; WARN: warning: {{.*}}wmc: inline asm 'cpuid' is not modelled; its memory effects are invisible to the checker
define void @fences() {
  call void asm sideeffect "mfence", "~{memory}"()
  call void asm sideeffect "lock; addl $$0,0(%rsp)", "~{memory}"()
  call void asm sideeffect " lock ; orq $$0, -8(%rsp) ", "~{memory}"()
  call void asm sideeffect "", "~{memory}"()
  call void asm sideeffect "pause", "~{memory}"()
  call void asm sideeffect "cpuid", "~{memory}"()
  ret void
}

; A barrier or a pause in a wait loop does not make it a non-spin loop.
; CHECK-LABEL: define void @relax_loop(
; CHECK:         call void @__wmc_loop_enter(ptr @[[L]])
define void @relax_loop() {
entry:
  br label %header
header:
  %v = load atomic i32, ptr @flag acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %body, label %exit
body:
  call void asm sideeffect "pause", "~{memory}"()
  call void asm sideeffect "", "~{memory}"()
  br label %header
exit:
  ret void
}
