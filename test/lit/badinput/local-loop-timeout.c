// An infinite loop on private data makes no visible operation, so the
// explorer never regains control; the watchdog (--wmc-timeout) stops the
// check with status 2 and says why.
//
// * default: `for (;;) {}` touches no memory at all. With --wmc-timeout=2
//   the check must stop after about 2 s (well before the 60 s default).
// * with -DVOLATILE_LOCAL, `volatile int spin = 1; while (spin) {}`: LLVM's
//   capture analysis treats a volatile access as capturing the local, so wmc
//   instruments it; the loop is then an await that reads the latest value
//   of a location nobody else writes: a deadlock (exit 1), not a timeout.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t --wmc-timeout=2 2>&1; echo "exit status $?"' | FileCheck %s
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DVOLATILE_LOCAL %s -o %t.v %wmc_rt
// RUN: not %t.v --wmc-timeout=2 | FileCheck %s --check-prefix=VOLATILE
// CHECK: wmc: a test thread ran for 2 s without any visible operation (an infinite loop on local data?); raise --wmc-timeout if it is just slow
// CHECK-NOT: Summary
// CHECK: exit status 2
// VOLATILE: error: deadlock: every live thread is blocked: T0 waiting to join T0.1 at {{.*}}local-loop-timeout.c:37; T0.1 spinning forever at {{.*}}local-loop-timeout.c:25
#include <pthread.h>

static void *t1(void *arg) {
#ifdef VOLATILE_LOCAL
  volatile int spin = 1;
  while (spin) {
  }
#else
  for (;;) {
  }
#endif
  return 0;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, t1, 0);
  pthread_join(a, 0);
  return 0;
}
