// A read of a heap block that another thread frees concurrently, without
// synchronisation. Under SC there are two interleavings that differ: the
// read before the free (fine: 1 complete execution) and the free before
// the read (use after free: 1 erroneous execution). Both must be explored
// whatever order the threads were created in (-DSWAP creates the freeing
// thread first): complete=1 erroneous=1 in both builds.
// free() is a poison write of every location of the block, so the read can
// read from it (after the free) or from `*p = 5` (before it).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSWAP %s -o %t.swap %wmc_rt
// RUN: not %t.swap --wmc-keep-going | FileCheck %s
// RUN: not %t --wmc-keep-going | FileCheck %s
#include <pthread.h>
#include <stdlib.h>

int *p;
int r;

static void *reader(void *arg) {
  r = *p; // CHECK: error: invalid-access: use after free: the read sees memory freed by T0.{{[12]}} at {{.*}}use-after-free-race.c:[[@LINE]] (thread T0.{{[12]}})
  return 0;
}

static void *freer(void *arg) {
  free(p);
  return 0;
}

int main(void) {
  p = malloc(sizeof *p);
  *p = 5;
  pthread_t a, b;
#ifdef SWAP
  pthread_create(&b, 0, freer, 0);
  pthread_create(&a, 0, reader, 0);
#else
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, freer, 0);
#endif
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=1 erroneous=1 blocked=0 errors=1
