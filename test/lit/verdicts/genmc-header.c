// A GenMC-style test includes <genmc.h> unchanged (issue 10 item 2):
// a spinlock whose failed acquisition attempts are cut by
// __VERIFIER_spin_end (GenMC's spin-assume). Two threads each take the
// lock with an exchange and increment x: x ends at 2. Executions: the
// lock is taken by T0.1 first or T0.2 first (2 complete); the attempts
// that find the lock held are blocked by the spin-end assume (2 blocked).
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=2 erroneous=0 blocked=2 errors=0
#include <genmc.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int lock;
int x;

void *inc(void *arg) {
  for (;;) {
    __VERIFIER_spin_start();
    int held = atomic_exchange(&lock, 1);
    __VERIFIER_spin_end(held == 0);
    if (held == 0)
      break;
  }
  x++;
  atomic_store(&lock, 0);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  __VERIFIER_assert(x == 2);
  return 0;
}
