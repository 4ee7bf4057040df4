// SV-COMP's __VERIFIER_nondet_* inputs (issue 10 item 2): each call is a
// choice over the values of --wmc-nondet-domain (default -1..2) that fit its
// type, every value explored once; the summary says that inputs were
// bounded.
//
// main draws n = __VERIFIER_nondet_int() and b = __VERIFIER_nondet_bool(),
// with no threads: one execution per pair of values. Default domain: n in
// {-1, 0, 1, 2} times b in {0, 1} = 8 executions. An unsigned input drops
// -1: -DUNSIGNED gives 3 * 2 = 6. --wmc-nondet-domain=0..9 gives 10 * 2 =
// 20. -DBUG asserts n != 2 || !b: the execution with n = 2, b = 1 fails,
// and the witness shows both inputs.
//
// RUN: %clang -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: error:
// DEFAULT: Summary: model=SC complete=8 erroneous=0 blocked=0 errors=0
// DEFAULT-NEXT: note: nondeterministic inputs (__VERIFIER_nondet_*) were bounded: each took every value of -1..2 that fits its type (--wmc-nondet-domain=LO..HI)
// RUN: %t --wmc-nondet-domain=0..9 | FileCheck %s --check-prefix=WIDE
// WIDE: Summary: model=SC complete=20 erroneous=0 blocked=0 errors=0
// WIDE-NEXT: note: {{.*}} every value of 0..9 that fits its type
// RUN: %t --wmc-report=json | FileCheck %s --check-prefix=JSON
// JSON: "nondet_domain": "-1..2"
// RUN: %clang -fplugin=%wmc_plugin -g -O1 -DUNSIGNED %s -o %t.u %wmc_rt
// RUN: %t.u | FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED: Summary: model=SC complete=6 erroneous=0 blocked=0 errors=0
// -DTHREADS: T0.1 writes x = __VERIFIER_nondet_bool(), T0.2 reads x (the
// initial 0 or T0.1's write): 2 values times 2 reads-from = 4 executions,
// each once (the revisit of the read keeps the choice, which is before the
// write).
// RUN: %clang -fplugin=%wmc_plugin -g -O1 -DTHREADS %s -o %t.th %wmc_rt
// RUN: %t.th | FileCheck %s --check-prefix=THREADS
// THREADS: Summary: model=SC complete=4 erroneous=0 blocked=0 errors=0
// RUN: %t.th --wmc-model=tso | FileCheck %s --check-prefix=THREADS-TSO
// THREADS-TSO: Summary: model=TSO complete=4 erroneous=0 blocked=0 errors=0
// RUN: %clang -fplugin=%wmc_plugin -g -O1 -DBUG %s -o %t.bug %wmc_rt
// RUN: not %t.bug | FileCheck %s --check-prefix=BUG
// A bad domain is bad input (exit 2).
// RUN: not %t --wmc-nondet-domain=3..1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: nondet-domain{{.*}}expected LO..HI, two integers with LO <= HI
#include <pthread.h>

#ifdef UNSIGNED
typedef unsigned input_t;
extern unsigned __VERIFIER_nondet_uint(void);
#define NONDET __VERIFIER_nondet_uint
#else
typedef int input_t;
extern int __VERIFIER_nondet_int(void);
#define NONDET __VERIFIER_nondet_int
#endif
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assert(int);

int x, seen;

void *writer(void *arg) {
  x = __VERIFIER_nondet_bool();
  return arg;
}

void *reader(void *arg) {
  seen = x;
  return arg;
}

int main(void) {
#ifdef THREADS
  pthread_t ta, tb;
  pthread_create(&ta, 0, writer, 0);
  pthread_create(&tb, 0, reader, 0);
  pthread_join(ta, 0);
  pthread_join(tb, 0);
  return 0;
#endif
  input_t n = NONDET();
  _Bool b = __VERIFIER_nondet_bool();
#ifdef BUG
  __VERIFIER_assert(n != 2 || !b);
#endif
  return (int)(n + b) < -5; // keeps both inputs used
}

// The 7 other executions complete before the failing one (n = 2, b = 1).
// BUG: error: assertion-failure: __VERIFIER_assert failed at {{.*}}nondet.c:[[#ASSERT:]] (thread T0)
// BUG: #1 {{.*}}nondet.c:[[#ASSERT-3]] nondet = 2
// BUG-NEXT: #2 {{.*}}nondet.c:[[#ASSERT-2]] nondet = 1
// BUG: Summary: model=SC complete=7 erroneous=1 blocked=0 errors=1
