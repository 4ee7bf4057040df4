; syscall(SYS_futex, ...) becomes __wmc_futex(addr, op, val, site); any
; other system call stays unsupported (flagged before the call).
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i64 @syscall(i64, ...)

; CHECK-LABEL: define i64 @wait(
; CHECK-NEXT:    [[R:%.*]] = call i64 @__wmc_futex(ptr %p, i32 128, i32 %v, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    ret i64 [[R]]
define i64 @wait(ptr %p, i32 %v) {
  %r = call i64 (i64, ...) @syscall(i64 202, ptr %p, i32 128, i32 %v, ptr null)
  ret i64 %r
}

; CHECK-LABEL: define i64 @getpid(
; CHECK-NEXT:    call void @__wmc_unsupported(ptr @{{__wmc_str[.0-9]*}}, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %r = call i64 (i64, ...) @syscall(i64 39)
define i64 @getpid() {
  %r = call i64 (i64, ...) @syscall(i64 39)
  ret i64 %r
}

; libstdc++'s bounded spin before a futex wait, std::__detail::__atomic_spin
; <Pred, Spin>(Pred &, Spin), becomes one call of its predicate: the bool
; call on one pointer that is not the spin policy's own operator(). The
; predicate of std::atomic<T>::wait is a lambda of _S_do_spin_v<...,
; __default_spin_policy>, so its mangled name contains the policy's: it
; still counts as the predicate.
%policy = type { i8 }

define linkonce_odr zeroext i1 @_ZNSt8__detail13__atomic_spinIKZNS_13__waiter_baseINS_13__waiter_poolEE12_S_do_spin_vIiZNKSt13__atomic_baseIiE4waitEiSt12memory_orderEUlvE_NS_21__default_spin_policyEEEbPiRKT_T0_RiT1_EUlvE_S9_EEbRSB_SE_(ptr %pred) nounwind {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %again ], [ 16, %policy ]
  %ok = call zeroext i1 @_ZZNSt8__detail13__waiter_baseINS_13__waiter_poolEE12_S_do_spin_vIiZNKSt13__atomic_baseIiE4waitEiSt12memory_orderEUlvE_NS_21__default_spin_policyEEEbPiRKT_T0_RiT1_ENKUlvE_clEv(ptr %pred)
  br i1 %ok, label %yes, label %again
again:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, 16
  br i1 %more, label %loop, label %policy
policy:
  %p = alloca %policy
  %spin = call zeroext i1 @_ZNKSt8__detail21__default_spin_policyclEv(ptr %p)
  br i1 %spin, label %loop, label %no
yes:
  ret i1 true
no:
  ret i1 false
}

declare zeroext i1 @_ZZNSt8__detail13__waiter_baseINS_13__waiter_poolEE12_S_do_spin_vIiZNKSt13__atomic_baseIiE4waitEiSt12memory_orderEUlvE_NS_21__default_spin_policyEEEbPiRKT_T0_RiT1_ENKUlvE_clEv(ptr)
declare zeroext i1 @_ZNKSt8__detail21__default_spin_policyclEv(ptr)

; CHECK-LABEL: define i1 @spin_then_wait(
; CHECK-NEXT:    [[OK:%.*]] = call i1 @_ZZNSt8__detail13__waiter_baseINS_13__waiter_poolEE12_S_do_spin_vIiZNKSt13__atomic_baseIiE4waitEiSt12memory_orderEUlvE_NS_21__default_spin_policyEEEbPiRKT_T0_RiT1_ENKUlvE_clEv(ptr %pred)
; CHECK-NEXT:    ret i1 [[OK]]
define i1 @spin_then_wait(ptr %pred) {
  %r = call zeroext i1 @_ZNSt8__detail13__atomic_spinIKZNS_13__waiter_baseINS_13__waiter_poolEE12_S_do_spin_vIiZNKSt13__atomic_baseIiE4waitEiSt12memory_orderEUlvE_NS_21__default_spin_policyEEEbPiRKT_T0_RiT1_EUlvE_S9_EEbRSB_SE_(ptr %pred)
  ret i1 %r
}
