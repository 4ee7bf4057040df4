// A store through a null pointer in instrumented code is an invalid-access
// error at the store, in the thread that did it.
//
// Exact counts: T0.2 loads `ptr` once: it reads T0.1's `ptr = &x` (the
// store through it is fine: 1 complete execution) or the initial null
// (invalid access: 1 erroneous execution). Same under SC, TSO and PSO.
// With -DVOLATILE_NULL T0.2 always stores through `(volatile int *)0`:
// every execution is erroneous (T0.2's only choice, the load of `ptr`, is
// not made any more: 1 erroneous execution, 0 complete).
//
// -fno-sanitize=undefined: in the sanitizer build (docs/dev/sanitizers.md)
// UBSan would report the deliberate store through null before wmc sees it.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt -fno-sanitize=undefined
// RUN: not %t --wmc-keep-going | FileCheck %s --check-prefix=RACE -DM=SC
// RUN: not %t --wmc-keep-going --wmc-model=tso | FileCheck %s --check-prefix=RACE -DM=TSO
// RUN: not %t --wmc-keep-going --wmc-model=pso | FileCheck %s --check-prefix=RACE -DM=PSO
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DVOLATILE_NULL %s -o %t.v %wmc_rt -fno-sanitize=undefined
// RUN: not %t.v --wmc-keep-going | FileCheck %s --check-prefix=VOL
#include <pthread.h>

int x;
int *ptr;

static void *t1(void *arg) {
  ptr = &x;
  return 0;
}

static void *t2(void *arg) {
#ifdef VOLATILE_NULL
  *(volatile int *)0 = 1; // VOL: error: invalid-access: invalid 4-byte access: null pointer dereference at {{.*}}null-deref.c:[[@LINE]] (thread T0.2)
#else
  int *p = ptr;
  *p = 1; // RACE: error: invalid-access: invalid 4-byte access: null pointer dereference at {{.*}}null-deref.c:[[@LINE]] (thread T0.2)
#endif
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// RACE-NOT: error:
// RACE: Summary: model=[[M]] complete=1 erroneous=1 blocked=0 errors=1
// VOL-NOT: error:
// VOL: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
