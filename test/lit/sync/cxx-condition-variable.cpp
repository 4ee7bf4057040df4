// std::condition_variable: libstdc++ calls pthread_cond_wait/signal from its
// own (uninstrumented) code; wmc interposes them. The consumer waits with a
// predicate; the producer sets the flag under the mutex and notifies after
// releasing it. LOST notifies with no predicate wait: a deadlock.
//
// Exact counts: complete = 2 under every model (the producer's critical
// section before the consumer's, which then does not wait, or after it, and
// the consumer is woken by the notify). blocked = 3 under SC/TSO/PSO: the
// consumer's wake-up reading the state before the notify, the producer's
// lock reading the consumer's held lock, and the consumer's first lock
// reading the producer's; RC11 has one more (an acquire lock attempt may
// read an older state of the mutex).
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC -DB=3
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO -DB=3
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO -DB=3
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11 -DB=4
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DLOST %s -o %t.lost %wmc_rt
// RUN: not %t.lost | FileCheck %s --check-prefix=LOST
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=[[B]] errors=0
// LOST: error: deadlock: every live thread is blocked: {{.*}}T0.1 waiting on condition variable cv
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>

std::mutex m;
std::condition_variable cv;
bool ready;
int data;

int main() {
  std::thread consumer([] {
    std::unique_lock<std::mutex> l(m);
#ifdef LOST
    cv.wait(l);
#else
    cv.wait(l, [] { return ready; });
#endif
    assert(data == 42);
  });
  std::thread producer([] {
    {
      std::lock_guard<std::mutex> g(m);
      data = 42;
      ready = true;
    }
    cv.notify_one();
  });
  producer.join();
  consumer.join();
  return 0;
}
