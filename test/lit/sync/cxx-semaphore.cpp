// C++20 std::counting_semaphore (issue 10 item 1; docs/sync.md): libstdc++
// builds it on an atomic counter and a futex wait (syscall(SYS_futex)),
// which wmc models as "read the counter; block until it changes".
// main publishes `data`, then releases; the consumer acquires and reads it.
//
// Executions: the consumer's acquire first loads the counter (0 or 1).
// Reading 1: it takes the token (1). Reading 0: its one check of the
// predicate (the bounded spinning it replaces) loads again: 1 takes the
// token (2); 0 goes to the futex wait, whose read sees 1 (3, woken) or 0,
// a failed wait. main, the lower thread, releases before the consumer
// runs, so that 0 was already overwritten when the wait's read was added:
// the run is stopped at a stale await, not counted as blocked. So 3
// complete, 0 blocked and 1 stale run under every model; release ->
// acquire synchronises, so no race on `data` under RC11.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt 2>/dev/null
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// -DNO_RELEASE: main never releases: a deadlock naming both threads.
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DNO_RELEASE %s -o %t.nr %wmc_rt 2>/dev/null
// RUN: not %t.nr --wmc-model=rc11 | FileCheck %s --check-prefix=NR
// NR: error: deadlock: every live thread is blocked: T0 waiting to join T0.1; T0.1 waiting on futex sem (std::atomic::wait, semaphore, latch or barrier) at {{.*}}atomic_wait.h:{{[0-9]+}}
// NR: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=3 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: note: 1 run stopped at an await that failed on an overwritten value
#include <cassert>
#include <semaphore>
#include <thread>

std::counting_semaphore<2> sem(0);
int data;

int main() {
  std::thread consumer([] {
    sem.acquire();
    assert(data == 1);
  });
  data = 1;
#ifndef NO_RELEASE
  sem.release();
#endif
  consumer.join();
  return 0;
}
