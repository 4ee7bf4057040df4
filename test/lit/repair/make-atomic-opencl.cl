// Message passing between two work-groups through plain program-scope
// globals (OpenCL C 2.0). Making the flag atomic is the fix, but OpenCL C
// has no one-declaration edit for it: an atomic_int is accessed only
// through atomic_load/atomic_store and is initialised with ATOMIC_VAR_INIT,
// so every access would change. wmc says so and makes no edit (not a false
// "repaired"). RUN and CHECK lines at the end.
global int data;
global int flag;

kernel void mp(void) {
  if (get_group_id(0) == 0) {
    data = 42;
    flag = 1;
  } else if (flag == 1) {
    int d = data;
    (void)d;
  }
}

// RUN: not %wmc check --repair --global-size=2 --local-size=1 %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}make-atomic-opencl.cl:14
// CHECK: error: data-race: {{.*}}make-atomic-opencl.cl:15
// CHECK: Repair: not-found (0 rounds, 0 edits)
// CHECK-NEXT: not found: data-race at {{.*}}make-atomic-opencl.cl:14: no relaxed flag orders the two accesses, and in OpenCL C an atomic type (atomic_int) is accessed only through the atomic_* functions and needs ATOMIC_VAR_INIT: making a variable atomic changes every access, not one declaration ({{.*}}make-atomic-opencl.cl); data-race at {{.*}}make-atomic-opencl.cl:15: no relaxed flag orders
