// wmc-cc is a drop-in C compiler: it adds the plugin, the include dir, -g
// and (when linking) the runtime, so a plain build gives a checking binary.
// MP (EXPECTED.md A): 3 executions under SC and TSO, 4 under PSO, where
// r == 1 && s == 0 only under PSO (main asserts it cannot happen).
//
// RUN: %wmc_cc -O1 %s -o %t
// RUN: %t | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: not %t --wmc-model=pso --wmc-keep-going | FileCheck %s --check-prefixes=ERR,PSO
// Separate compile and link steps, as a build system does them.
// RUN: %wmc_cc -O1 -c %s -o %t.o
// RUN: %wmc_cc %t.o -o %t.linked
// RUN: not %t.linked --wmc-model=pso | FileCheck %s --check-prefixes=ERR,PSO-FIRST
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=3 erroneous=0 blocked=0 errors=0
#include <assert.h>
#include <pthread.h>
#include <wmc/wmc.h> // found through the include dir that wmc-cc adds

int x, y, r, s;

void *t1(void *a) {
  x = 1;
  y = 1;
  return 0;
}

void *t2(void *a) {
  r = y;
  s = x;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(r == 1 && s == 0)); // ERR: error: assertion-failure: assertion `!(r == 1 && s == 0)' failed at {{.*}}wmc-cc.c:[[@LINE]] (thread T0)
  return 0;
}

// PSO: Summary: model=PSO complete=3 erroneous=1 blocked=0 errors=1
// PSO-FIRST: Summary: model=PSO {{.*}} errors=1
