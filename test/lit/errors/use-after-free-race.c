// A read of a heap block that another thread frees concurrently, without
// synchronisation: the free can happen first (T0.2 runs before T0.1), so
// the read is a use after free in some SC interleaving and must be
// reported, whatever order the threads were created in. (Compile with
// -DSWAP to create the freeing thread first.)
// XFAIL: *
// wmc does not treat free() as an event ordered against the block's
// accesses, so only the creation-order schedule is tried.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DSWAP %s -o %t.swap %wmc_rt
// RUN: not %t.swap | FileCheck %s
// RUN: not %t | FileCheck %s
#include <pthread.h>
#include <stdlib.h>

int *p;
int r;

static void *reader(void *arg) {
  r = *p; // CHECK: error: invalid-access: invalid 4-byte access: access to freed memory ({{.*}}) at {{.*}}use-after-free-race.c:[[@LINE]] (thread T0.{{[12]}})
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
