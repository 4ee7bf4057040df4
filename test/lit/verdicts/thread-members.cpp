// std::thread objects that live in a struct (a member of a global pool and
// of a heap object), as thread pools keep them: the handle is written by
// the constructor and read by join() wherever it lives (issue 11 item 4).
//
// Pool::start launches two workers into its member array, a heap Job owns
// a third; each adds 1 to `count` with an atomic RMW. The three RMWs on one
// location are totally ordered: 3! = 6 complete executions, no error,
// under SC and TSO.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=6 erroneous=0 blocked=0 errors=0
#include <atomic>
#include <cassert>
#include <memory>
#include <thread>

std::atomic<int> count{0};

static void work() { count.fetch_add(1); }

struct Pool {
  std::thread workers[2];
  void start() {
    for (auto &w : workers)
      w = std::thread(work);
  }
  void stop() {
    for (auto &w : workers)
      w.join();
  }
};

struct Job {
  std::thread thread;
  Job() : thread(work) {}
  ~Job() { thread.join(); }
};

Pool pool;

int main() {
  pool.start();
  {
    auto job = std::make_unique<Job>();
  }
  pool.stop();
  assert(count.load() == 3);
  return 0;
}
