; Uninstrumented code that writes memory the test reads: its bytes are saved
; before the call and re-read after it (__wmc_external_begin/end). The
; runtime keeps the saved bytes on a stack, so the ends come in reverse
; order. std::thread::detach writes the object `this` points to even when
; it is not a local (a std::jthread's member); std::thread::join is left
; alone (the runtime interposes it: runtime/intercept/libstdcxx.cpp). A
; library constructor (std::future's _Result_base) writes every byte: all
; of them are stored after it (__wmc_external_wrote), none saved before.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @fill(ptr, ptr)
declare void @_ZNSt6thread4joinEv(ptr)
declare void @_ZNSt6thread6detachEv(ptr)
declare void @_ZNSt13__future_base12_Result_baseC2Ev(ptr)

; CHECK-LABEL: define void @two_locals(
; CHECK:         call void @__wmc_external_begin(ptr %a, i64 4)
; CHECK-NEXT:    call void @__wmc_external_begin(ptr %b, i64 8)
; CHECK-NEXT:    call void @fill(ptr %a, ptr %b)
; CHECK-NEXT:    call void @__wmc_external_end(ptr %b, i64 8, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_external_end(ptr %a, i64 4, ptr @__wmc_site{{[.0-9]*}})
define void @two_locals() {
  %a = alloca i32
  %b = alloca i64
  call void @fill(ptr %a, ptr %b)
  ret void
}

; CHECK-LABEL: define void @detach_member(
; CHECK-NEXT:    %t = getelementptr inbounds i8, ptr %j, i64 8
; CHECK-NEXT:    call void @__wmc_external_begin(ptr %t, i64 8)
; CHECK-NEXT:    call void @_ZNSt6thread6detachEv(ptr %t)
; CHECK-NEXT:    call void @__wmc_external_end(ptr %t, i64 8, ptr @__wmc_site{{[.0-9]*}})
define void @detach_member(ptr %j) {
  %t = getelementptr inbounds i8, ptr %j, i64 8
  call void @_ZNSt6thread6detachEv(ptr %t)
  ret void
}

; CHECK-LABEL: define void @join_member(
; CHECK-NEXT:    %t = getelementptr inbounds i8, ptr %j, i64 8
; CHECK-NEXT:    call void @_ZNSt6thread4joinEv(ptr %t)
; CHECK-NEXT:    ret void
define void @join_member(ptr %j) {
  %t = getelementptr inbounds i8, ptr %j, i64 8
  call void @_ZNSt6thread4joinEv(ptr %t)
  ret void
}

; CHECK-LABEL: define void @construct_result(
; CHECK-NEXT:    call void @_ZNSt13__future_base12_Result_baseC2Ev(ptr %r)
; CHECK-NEXT:    call void @__wmc_external_wrote(ptr %r, i64 16, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    ret void
define void @construct_result(ptr %r) {
  call void @_ZNSt13__future_base12_Result_baseC2Ev(ptr %r)
  ret void
}
