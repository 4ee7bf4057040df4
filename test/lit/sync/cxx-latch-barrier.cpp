// C++20 std::latch, std::barrier and std::atomic::wait/notify (issue 10
// item 1; docs/sync.md), all built by libstdc++ on futex waits, which wmc
// models as "read the word; block until it changes". Each program asserts
// the synchronisation the primitive promises; none may fail.
//
// The execution counts are pinned, not derived: besides the program's own
// accesses they include libstdc++'s bookkeeping (the waiter pool's
// counters that notify reads, the barrier's arrival tree), so they only
// guard against regressions.
// -DLATCH: two workers write, count down; main waits, reads what they wrote.
// -DMISSING: only one worker counts down: main waits forever, a deadlock
// naming main and the latch it waits on.
// -DBARRIER: a 2-phase std::barrier<>: each worker writes its slot, and
// after the first phase reads the other's.
// -DAWAIT: std::atomic<int>::wait until a worker stores 1 and notifies.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DLATCH %s -o %t.latch %wmc_rt 2>/dev/null
// RUN: %t.latch | FileCheck %s --check-prefix=LATCH -DM=SC
// RUN: %t.latch --wmc-model=tso | FileCheck %s --check-prefix=LATCH -DM=TSO
// RUN: %t.latch --wmc-model=pso | FileCheck %s --check-prefix=LATCH -DM=PSO
// RUN: %t.latch --wmc-model=rc11 | FileCheck %s --check-prefix=LATCH-RC11
// LATCH: Summary: model=[[M]] complete=58 erroneous=0 blocked=8 errors=0
// LATCH-RC11: Summary: model=RC11 complete=84 erroneous=0 blocked=16 errors=0
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DLATCH -DMISSING %s -o %t.missing %wmc_rt 2>/dev/null
// RUN: not %t.missing | FileCheck %s --check-prefix=MISSING
// RUN: not %t.missing --wmc-model=rc11 | FileCheck %s --check-prefix=MISSING
// MISSING: error: deadlock: every live thread is blocked: T0 waiting on futex done (std::atomic::wait, semaphore, latch or barrier) at {{.*}}atomic_wait.h:{{[0-9]+}} (thread T0)
// MISSING: Summary: model={{.*}} complete=0 erroneous=1 blocked=1 errors=1
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DBARRIER %s -o %t.barrier %wmc_rt 2>/dev/null
// RUN: %t.barrier | FileCheck %s --check-prefix=BARRIER -DM=SC
// RUN: %t.barrier --wmc-model=tso | FileCheck %s --check-prefix=BARRIER -DM=TSO
// BARRIER: Summary: model=[[M]] complete=2040 erroneous=0 blocked=136 errors=0
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DAWAIT %s -o %t.await %wmc_rt 2>/dev/null
// RUN: %t.await | FileCheck %s --check-prefix=AWAIT -DM=SC
// RUN: %t.await --wmc-model=pso | FileCheck %s --check-prefix=AWAIT -DM=PSO
// RUN: %t.await --wmc-model=rc11 | FileCheck %s --check-prefix=AWAIT -DM=RC11
// AWAIT: Summary: model=[[M]] complete=35 erroneous=0 blocked=1 errors=0
#include <atomic>
#include <barrier>
#include <cassert>
#include <latch>
#include <thread>

#if defined(LATCH)
std::latch done(2);
int a, b;

int main() {
  std::thread t([] {
    a = 1;
    done.count_down();
  });
#ifndef MISSING
  std::thread u([] {
    b = 1;
    done.count_down();
  });
#endif
  done.wait();
  assert(a == 1);
  t.join();
#ifndef MISSING
  assert(b == 1);
  u.join();
#endif
  return 0;
}
#elif defined(BARRIER)
std::barrier<> phase(2);
int slot[2];

void work(int i) {
  slot[i] = i + 1;
  phase.arrive_and_wait();
  assert(slot[1 - i] == 2 - i);
  phase.arrive_and_wait();
}

int main() {
  std::thread t(work, 0), u(work, 1);
  t.join();
  u.join();
  return 0;
}
#elif defined(AWAIT)
std::atomic<int> flag;
int data;

int main() {
  std::thread t([] {
    data = 1;
    flag.store(1);
    flag.notify_one();
  });
  flag.wait(0);
  assert(data == 1);
  t.join();
  return 0;
}
#endif
