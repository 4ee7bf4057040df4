// Work-group 0 hands a value to work-group 1 through a device-scope flag
// with relaxed orders; RUN and CHECK lines at the end.
#include <wmc/opencl.h>

kernel void handoff(global int *data, global atomic_int *ready) {
  if (get_group_id(0) == 0) {
    data[1] = 5;
    atomic_store_explicit(ready, 1, memory_order_relaxed, memory_scope_device);
  } else {
    while (atomic_load_explicit(ready, memory_order_relaxed, memory_scope_device) == 0) {
    }
    data[0] = data[1];
  }
}

// wmc-weak-publication in OpenCL C: a warning at each relaxed side, a note
// at the other side, the fix-its memory_order_release / _acquire.
// RUN: %ocl_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: weak-publication.cl:8:5: warning: relaxed store to '*ready' does not publish the write to 'data[1]' at line 7: a thread that sees the new '*ready' may still read the old 'data[1]'; the store needs memory_order_release [-Wwmc-weak-publication]
// CHECK: fix-it:"{{.*}}weak-publication.cl":{8:37-8:57}:"memory_order_release"
// CHECK-NEXT: weak-publication.cl:10:12: note: '*ready' is read here and guards the read of 'data[1]' at line 12
// CHECK: weak-publication.cl:10:12: warning: relaxed load of '*ready' does not order the read of 'data[1]' at line 12 after it: it may read the old 'data[1]' even when '*ready' is new; the load needs memory_order_acquire [-Wwmc-weak-publication]
// CHECK: fix-it:"{{.*}}weak-publication.cl":{10:40-10:60}:"memory_order_acquire"
// CHECK-NEXT: weak-publication.cl:8:5: note: '*ready' is stored here after the write to 'data[1]' at line 7
// CHECK: 2 warnings generated
//
// -Werror=wmc-weak-publication: as a plugin argument, and in clang's
// spelling through wmc analyze and wmc check.
// RUN: not %ocl_syntax -fplugin-arg-wmc-Werror=wmc-weak-publication %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: weak-publication.cl:8:5: error: relaxed store to '*ready'{{.*}}[-Werror,-Wwmc-weak-publication]
// ERROR: weak-publication.cl:10:12: error: relaxed load of '*ready'{{.*}}[-Werror,-Wwmc-weak-publication]
// RUN: %wmc analyze %s -- -Werror=wmc-weak-publication > %t.analyze 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ERROR --implicit-check-not="unknown warning option" < %t.analyze
// RUN: %wmc check --global-size=2 --local-size=1 %s -- -Werror=wmc-weak-publication > %t.werror 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=ERROR --implicit-check-not=Summary: < %t.werror
//
// The round trip through wmc analyze --export-fixes and
// clang-apply-replacements: the explorer's race on data[1] is gone. The
// fixed copy's executions: the spinning load reads the flag's 1 (complete)
// or its initial 0, which work-group 0 (run first) had already overwritten
// when the load was added: that run is stopped at the stale await (1 stale
// run, not counted as blocked; 0 blocked).
// RUN: %wmc check --global-size=2 --local-size=1 %s > %t.before 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=BEFORE < %t.before
// BEFORE: error: data-race: {{.*}} at {{.*}}weak-publication.cl:12
// BEFORE-NEXT: store(na) data[1] = 5 @ {{.*}}weak-publication.cl:7
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cl
// RUN: %wmc analyze --export-fixes=%t/fixes.yaml %t/fixed.cl > /dev/null 2>&1; test $? -eq 1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cl
// FIXED: atomic_store_explicit(ready, 1, memory_order_release, memory_scope_device);
// FIXED: while (atomic_load_explicit(ready, memory_order_acquire, memory_scope_device) == 0) {
// RUN: %wmc analyze %t/fixed.cl 2>&1 | count 0
// RUN: %wmc check --global-size=2 --local-size=1 %t/fixed.cl 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER-NOT: error
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// AFTER-NEXT: note: 1 run stopped at an await that failed on an overwritten value
