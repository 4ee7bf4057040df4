// std::condition_variable_any (issue 10 item 1; docs/sync.md): libstdc++
// implements it with an internal std::mutex and a std::condition_variable
// (pthread calls, which wmc models), and unlocks the user's lock while it
// holds the internal mutex. The consumer waits with a predicate loop; the
// producer sets the flag under the lock and notifies after releasing it.
// LOST notifies with no predicate check: a deadlock.
//
// Exact counts (every model): complete = 2: the producer's critical
// section before the consumer's (which then does not wait), or after it
// (the consumer waits, and the notify, which must take the internal mutex
// the waiter holds until its pthread_cond_wait releases it, wakes it).
// blocked = 5 (pinned): graphs in which a lock of `m` or of the internal
// mutex, or the wake-up, reads a state that a later operation changes.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DLOST %s -o %t.lost %wmc_rt
// RUN: not %t.lost | FileCheck %s --check-prefix=LOST
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=5 errors=0
// LOST: error: deadlock: every live thread is blocked: {{.*}}T0.1 waiting on condition variable
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>

std::mutex m;
std::condition_variable_any cv;
bool ready;
int data;

int main() {
  std::thread consumer([] {
    std::unique_lock lock(m);
#ifdef LOST
    cv.wait(lock);
#else
    while (!ready)
      cv.wait(lock);
#endif
    assert(data == 1);
  });
  {
    std::lock_guard lock(m);
    data = 1;
    ready = true;
  }
  cv.notify_one();
  consumer.join();
  return 0;
}
