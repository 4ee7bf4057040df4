; Loops with events get __wmc_loop_enter on entry and __wmc_loop_latch on
; each back edge; spin = 1 iff every effect of an iteration is an event
; (the runtime then treats an iteration that only read as an await);
; finite = 1 iff the trip count is fixed on entry (a counted loop, which
; --wmc-unroll does not cut): only @fill here, every other loop exits on a
; value it reads inside the loop.
; RUN: %opt -load-pass-plugin %wmc_pass -passes=wmc-instrument -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = global i32 0
@lock = global i32 0
@arr = global [16 x i32] zeroinitializer

; Descriptors, in the order the loops are instrumented.
; CHECK: @[[WAIT:__wmc_loop[.0-9]*]] = private constant { { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr }, i32, i32 } { { ptr, i32, i32, ptr, ptr, ptr, ptr, ptr } { ptr @{{.*}}, i32 0, i32 0, ptr @{{.*}}, ptr @[[LOOPTXT:__wmc_str[.0-9]*]], ptr null, ptr {{.*}} }, i32 1, i32 0 }
; CHECK: @[[FILL:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 0, i32 1 }
; CHECK: @[[DOWHILE:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[CAS:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[WRITES:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[CALLS:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 0, i32 0 }
; CHECK: @[[PURE:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[IMPURE:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[SCRATCH:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[CARRIED:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 0, i32 0 }
; CHECK: @[[GEOMETRY:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }
; CHECK: @[[GEOMETRY3:__wmc_loop[.0-9]*]] = private constant {{.*}}, i32 1, i32 0 }

; while (!atomic_load_explicit(&flag, acquire)) ;
; CHECK-LABEL: define void @wait(
; CHECK:       entry:
; CHECK-NEXT:    call void @__wmc_loop_enter(ptr @[[WAIT]])
; CHECK-NEXT:    br label %header
; CHECK:       header:
; CHECK-NEXT:    call i64 @__wmc_load(ptr @flag, i32 4, i32 2,
; CHECK:       latch:
; CHECK-NEXT:    call void @__wmc_loop_latch(ptr @[[WAIT]])
; CHECK-NEXT:    br label %header
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @wait() {
entry:
  br label %header
header:
  %v = load atomic i32, ptr @flag acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %latch, label %exit
latch:
  br label %header
exit:
  ret void
}

; for (i = 0; i < 16; i++) arr[i] = i;  -- i is carried: not a spin loop.
; CHECK-LABEL: define void @fill(
; CHECK:         call void @__wmc_loop_enter(ptr @[[FILL]])
; CHECK:         call void @__wmc_store(
; CHECK:         call void @__wmc_loop_latch(ptr @[[FILL]])
define void @fill() {
entry:
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %c = icmp slt i64 %i, 16
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr [16 x i32], ptr @arr, i64 0, i64 %i
  %t = trunc i64 %i to i32
  store i32 %t, ptr %p
  %next = add i64 %i, 1
  br label %header
exit:
  ret void
}

; No event and no call inside: nothing to tell the runtime.
; CHECK-LABEL: define i64 @pure(
; CHECK-NOT:     __wmc_loop
; CHECK:         ret i64
define i64 @pure(i64 %n) {
entry:
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %next, %header ]
  %next = add i64 %i, 1
  %c = icmp slt i64 %next, %n
  br i1 %c, label %header, label %exit
exit:
  ret i64 %i
}

; do v = load(flag); while (v == 0);  entered conditionally, with a
; conditional back edge: a preheader is made for the enter call and the
; back edge is split so the latch call does not run on exit.
; CHECK-LABEL: define void @do_while(
; CHECK:       entry:
; CHECK-NEXT:    br i1 %skip, label %exit, label %[[PRE:.*]]
; CHECK:       [[PRE]]:
; CHECK-NEXT:    call void @__wmc_loop_enter(ptr @[[DOWHILE]])
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    call i64 @__wmc_load(ptr @flag, i32 4, i32 1,
; CHECK:         br i1 %z, label %[[BACK:.*]], label %exit
; CHECK:       [[BACK]]:
; CHECK-NEXT:    call void @__wmc_loop_latch(ptr @[[DOWHILE]])
; CHECK-NEXT:    br label %loop
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @do_while(i1 %skip) {
entry:
  br i1 %skip, label %exit, label %loop
loop:
  %v = load atomic i32, ptr @flag monotonic, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %loop, label %exit
exit:
  ret void
}

; while (!cas(&lock, 0, 1)) ;  -- a cmpxchg is a read-type operation.
; CHECK-LABEL: define void @cas_lock(
; CHECK:         call void @__wmc_loop_enter(ptr @[[CAS]])
; CHECK:         call i64 @__wmc_cmpxchg(
; CHECK:         call void @__wmc_loop_latch(ptr @[[CAS]])
define void @cas_lock() {
entry:
  br label %loop
loop:
  %r = cmpxchg ptr @lock, i32 0, i32 1 acquire monotonic
  %ok = extractvalue { i32, i1 } %r, 1
  br i1 %ok, label %exit, label %loop
exit:
  ret void
}

; A store to shared memory in the body is an event: the runtime sees it, so
; the loop stays judgeable per iteration (spin = 1; an iteration that stored
; is no await).
; CHECK-LABEL: define void @writes(
; CHECK:         call void @__wmc_loop_enter(ptr @[[WRITES]])
define void @writes() {
entry:
  br label %header
header:
  %v = load atomic i32, ptr @flag acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %body, label %exit
body:
  store i32 1, ptr @lock
  br label %header
exit:
  ret void
}

; Any other call may have effects, so the loop is not a spin loop either.
; CHECK-LABEL: define void @calls(
; CHECK:         call void @__wmc_loop_enter(ptr @[[CALLS]])
; CHECK:         call void @sched_yield()
; CHECK:         call void @__wmc_loop_latch(ptr @[[CALLS]])
define void @calls() {
entry:
  br label %header
header:
  %v = load atomic i32, ptr @flag acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %body, label %exit
body:
  call void @sched_yield()
  br label %header
exit:
  ret void
}

; A call to a function of this module that writes nothing but its own
; stack slots (like libstdc++'s constexpr __cmpexch_failure_order at -O0,
; terminate path included) keeps the loop a spin loop.
; CHECK-LABEL: define void @pure_call(
; CHECK:         call void @__wmc_loop_enter(ptr @[[PURE]])
define void @pure_call() {
entry:
  br label %header
header:
  %o = call i32 @failure_order(i32 2)
  %v = load atomic i32, ptr @flag acquire, align 4
  %z = icmp eq i32 %v, %o
  br i1 %z, label %header, label %exit
exit:
  ret void
}

; A defined callee whose only writes are to shared memory (events the runtime
; sees) keeps the loop judgeable too.
; CHECK-LABEL: define void @impure_call(
; CHECK:         call void @__wmc_loop_enter(ptr @[[IMPURE]])
define void @impure_call() {
entry:
  br label %header
header:
  call void @bump()
  %v = load atomic i32, ptr @flag acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %header, label %exit
exit:
  ret void
}

define linkonce_odr i32 @failure_order(i32 %m) personality ptr @__gxx_personality_v0 {
  %slot = alloca i32
  store i32 %m, ptr %slot
  %v = load i32, ptr %slot
  %r = invoke i32 @pure_and(i32 %v) to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } catch ptr null
  call void @terminate()
  unreachable
}

define linkonce_odr i32 @pure_and(i32 %v) {
  %r = and i32 %v, 65535
  ret i32 %r
}

define void @bump() {
  store i32 1, ptr @lock
  ret void
}

declare void @sched_yield()
declare void @terminate()
declare i32 @__gxx_personality_v0(...)

; while ((p = atomic_load(&gp)) == NULL);  as clang emits it at -O1 before
; SROA: the atomic result goes through a temporary that mem2reg cannot
; promote (stored as i64, read back as ptr). The store is scratch: the loop
; reads the temporary only right after storing it, so it stays a spin loop.
; CHECK-LABEL: define ptr @scratch(
; CHECK:         call void @__wmc_loop_enter(ptr @[[SCRATCH]])
@gp = global ptr null
define ptr @scratch() {
entry:
  %tmp = alloca ptr, align 8
  br label %header
header:
  %v = load atomic i64, ptr @gp acquire, align 8
  store i64 %v, ptr %tmp, align 8
  %p = load ptr, ptr %tmp, align 8
  %z = icmp eq ptr %p, null
  br i1 %z, label %header, label %exit
exit:
  ret ptr %p
}

; The same temporary read before it is stored carries the previous
; iteration's value: not a spin loop.
; CHECK-LABEL: define ptr @carried(
; CHECK:         call void @__wmc_loop_enter(ptr @[[CARRIED]])
define ptr @carried() {
entry:
  %tmp = alloca ptr, align 8
  store ptr null, ptr %tmp, align 8
  br label %header
header:
  %old = load ptr, ptr %tmp, align 8
  %v = load atomic i64, ptr @gp acquire, align 8
  store i64 %v, ptr %tmp, align 8
  %z = icmp eq ptr %old, null
  br i1 %z, label %header, label %exit
exit:
  ret ptr %old
}

; while (*(volatile unsigned *)&flag < wmc_grid_dim()); once the geometry
; query's result is a plain value: the query, declared in <wmc/gpu.h>
; without any attribute, only reads the thread's constant grid size, so the
; loop is a spin loop. (CUDA C++'s gridDim reaches the pass through dim3
; temporaries the rule still rejects: docs/instrumentation.md.)
; CHECK-LABEL: define void @geometry(
; CHECK:         call void @__wmc_loop_enter(ptr @[[GEOMETRY]])
; CHECK:         call { i64, i32 } @__wmc_gpu_grid_dim()
define void @geometry() {
entry:
  br label %header
header:
  %v = load volatile i32, ptr @flag, align 4
  %d = call { i64, i32 } @__wmc_gpu_grid_dim()
  %xy = extractvalue { i64, i32 } %d, 0
  %x = trunc i64 %xy to i32
  %lt = icmp ult i32 %v, %x
  br i1 %lt, label %header, label %exit
exit:
  ret void
}

; The other three queries (threadIdx, blockIdx, blockDim) likewise.
; CHECK-LABEL: define void @geometry3(
; CHECK:         call void @__wmc_loop_enter(ptr @[[GEOMETRY3]])
define void @geometry3() {
entry:
  br label %header
header:
  %v = load volatile i32, ptr @flag, align 4
  %t = call { i64, i32 } @__wmc_gpu_thread_idx()
  %b = call { i64, i32 } @__wmc_gpu_block_idx()
  %n = call { i64, i32 } @__wmc_gpu_block_dim()
  %t0 = extractvalue { i64, i32 } %t, 1
  %b0 = extractvalue { i64, i32 } %b, 1
  %n0 = extractvalue { i64, i32 } %n, 1
  %s = add i32 %t0, %b0
  %s2 = add i32 %s, %n0
  %lt = icmp ult i32 %v, %s2
  br i1 %lt, label %header, label %exit
exit:
  ret void
}

declare { i64, i32 } @__wmc_gpu_grid_dim()
declare { i64, i32 } @__wmc_gpu_thread_idx()
declare { i64, i32 } @__wmc_gpu_block_idx()
declare { i64, i32 } @__wmc_gpu_block_dim()
