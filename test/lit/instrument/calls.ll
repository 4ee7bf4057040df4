; Library calls the runtime models are redirected to __wmc_* with the site
; appended; calls it cannot model get __wmc_unsupported in front.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-DAG: @[[KEYNAME:__wmc_str[.0-9]*]] = {{.*}} c"tss_create\00"
; CHECK-DAG: c"operator new(unsigned long)\00"

; CHECK-LABEL: define void @locks(
; CHECK-NEXT:    %r = call i32 @__wmc_pthread_mutex_lock(ptr %m, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %w = call i32 @__wmc_pthread_cond_wait(ptr %c, ptr %m, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %k = call i32 @__wmc_pthread_key_create(ptr %c, ptr null, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_unsupported(ptr @[[KEYNAME]], ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %t = call i32 @tss_create(ptr %c, ptr null)
; CHECK-NEXT:    call i32 @__wmc_pthread_mutex_unlock(ptr %m, ptr @__wmc_site{{[.0-9]*}})
define void @locks(ptr %m, ptr %c) {
  %r = call i32 @pthread_mutex_lock(ptr %m)
  %w = call i32 @pthread_cond_wait(ptr %c, ptr %m)
  %k = call i32 @pthread_key_create(ptr %c, ptr null)
  %t = call i32 @tss_create(ptr %c, ptr null)
  %u = call i32 @pthread_mutex_unlock(ptr %m)
  ret void
}

; Allocation attributes are not carried over: the optimizer must not treat
; the runtime call as a removable malloc.
; CHECK-LABEL: define ptr @alloc(
; CHECK-NEXT:    %p = call ptr @__wmc_malloc(i64 %n, ptr @__wmc_site{{[.0-9]*}}){{$}}
; CHECK-NEXT:    call void @__wmc_free(ptr %p, ptr @__wmc_site{{[.0-9]*}}){{$}}
; CHECK-NEXT:    %q = call ptr @__wmc_calloc(i64 4, i64 %n, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %r = call ptr @__wmc_realloc(ptr %q, i64 8, ptr @__wmc_site{{[.0-9]*}})
define ptr @alloc(i64 %n) {
  %p = call noalias ptr @malloc(i64 %n) #0
  call void @free(ptr %p)
  %q = call ptr @calloc(i64 4, i64 %n)
  %r = call ptr @realloc(ptr %q, i64 8)
  ret ptr %r
}

; operator new/delete: every variant maps to __wmc_malloc, __wmc_aligned_alloc
; (alignment first) or __wmc_free; an invoke stays an invoke.
; CHECK-LABEL: define void @cxx_alloc(
; CHECK-NEXT:    %a = call ptr @__wmc_malloc(i64 4, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %b = call ptr @__wmc_malloc(i64 8, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %c = call ptr @__wmc_aligned_alloc(i64 64, i64 128, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %d = invoke ptr @__wmc_malloc(i64 16, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:            to label %ok unwind label %lp
; CHECK:       ok:
; CHECK-NEXT:    call void @__wmc_free(ptr %a, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_free(ptr %b, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_free(ptr %c, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_free(ptr %d, ptr @__wmc_site{{[.0-9]*}})
define void @cxx_alloc() personality ptr @__gxx_personality_v0 {
  %a = call ptr @_Znwm(i64 4)
  %b = call ptr @_ZnamRKSt9nothrow_t(i64 8, ptr @_ZSt7nothrow)
  %c = call ptr @_ZnwmSt11align_val_t(i64 128, i64 64)
  %d = invoke ptr @_Znam(i64 16) to label %ok unwind label %lp
ok:
  call void @_ZdlPv(ptr %a)
  call void @_ZdaPvRKSt9nothrow_t(ptr %b, ptr @_ZSt7nothrow)
  call void @_ZdlPvmSt11align_val_t(ptr %c, i64 128, i64 64)
  call void @_ZdaPvm(ptr %d, i64 16)
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}

; Process and thread exits, assertions, and the <wmc/wmc.h> API.
; CHECK-LABEL: define void @control(
; CHECK-NEXT:    %t = call i64 @__wmc_pthread_self(ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_assume(i32 %c, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    call void @__wmc_assert(i32 %c, ptr %s, ptr @__wmc_site{{[.0-9]*}})
; CHECK-NEXT:    %b = icmp eq i32 %c, 0
; CHECK:         call void @__wmc_assert_fail(ptr %s, ptr %s, i32 3, ptr %s, ptr @__wmc_site{{[.0-9]*}}) #[[NORET:[0-9]+]]
; CHECK:         call void @__wmc_exit(i32 1, ptr @__wmc_site{{[.0-9]*}}) #[[NORET]]
; CHECK:         call void @__wmc_pthread_exit(ptr null, ptr @__wmc_site{{[.0-9]*}}) #[[NORET]]
define void @control(i32 %c, ptr %s) {
  %t = call i64 @pthread_self()
  call void @wmc_assume(i32 %c)
  call void @wmc_assert_expr(i32 %c, ptr %s)
  %b = icmp eq i32 %c, 0
  br i1 %b, label %fail, label %more
fail:
  call void @__assert_fail(ptr %s, ptr %s, i32 3, ptr %s) #1
  unreachable
more:
  %b2 = icmp eq i32 %c, 1
  br i1 %b2, label %quit, label %thread
quit:
  call void @exit(i32 1) #1
  unreachable
thread:
  call void @pthread_exit(ptr null) #1
  unreachable
}

; Names match exactly, never by prefix or substring.
; CHECK-LABEL: define void @lookalikes(
; CHECK-NEXT:    call ptr @malloc_usable(i64 1)
; CHECK-NEXT:    call i32 @pthread_mutex_lock_wrapper(ptr null)
define void @lookalikes() {
  call ptr @malloc_usable(i64 1)
  call i32 @pthread_mutex_lock_wrapper(ptr null)
  ret void
}

; CHECK-DAG: declare noalias ptr @malloc(i64)
; CHECK-DAG: declare ptr @__wmc_malloc(i64, ptr){{$}}
; CHECK-DAG: declare void @__wmc_exit(i32, ptr) #[[NORET]]
; CHECK-DAG: attributes #[[NORET]] = { noreturn }

declare i32 @pthread_mutex_lock(ptr)
declare i32 @pthread_mutex_unlock(ptr)
declare i32 @pthread_cond_wait(ptr, ptr)
declare i32 @pthread_key_create(ptr, ptr)
declare i32 @tss_create(ptr, ptr)
declare i64 @pthread_self()
declare void @pthread_exit(ptr) #1
declare noalias ptr @malloc(i64) #0
declare ptr @calloc(i64, i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare ptr @_Znwm(i64)
declare ptr @_Znam(i64)
declare ptr @_ZnamRKSt9nothrow_t(i64, ptr)
declare ptr @_ZnwmSt11align_val_t(i64, i64)
declare void @_ZdlPv(ptr)
declare void @_ZdaPvm(ptr, i64)
declare void @_ZdaPvRKSt9nothrow_t(ptr, ptr)
declare void @_ZdlPvmSt11align_val_t(ptr, i64, i64)
declare void @__assert_fail(ptr, ptr, i32, ptr) #1
declare void @exit(i32) #1
declare void @wmc_assume(i32)
declare void @wmc_assert_expr(i32, ptr)
declare ptr @malloc_usable(i64)
declare i32 @pthread_mutex_lock_wrapper(ptr)
declare i32 @__gxx_personality_v0(...)
@_ZSt7nothrow = external global i8

attributes #0 = { allocsize(0) "alloc-family"="malloc" allockind("alloc,uninitialized") }
attributes #1 = { noreturn }
