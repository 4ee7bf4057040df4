// C++ thread_local (issue 10 item 1; docs/sync.md): constant and dynamic
// initialisation, and destructors. `plain` is constant-initialised;
// `label` is initialised by a call (clang's per-thread guard __tls_guard
// and the _ZTW/_ZTH wrappers: every thread runs the initializer on its
// own copy at its first use); `Tracker` has a destructor, which runs on a
// worker's copy when the worker ends (main's runs at the program's exit,
// which wmc does not model).
//
// Executions: the two workers' only shared accesses are the destructors'
// fetch_adds on `destroyed`, in 2 orders: 2 complete executions under every
// model. Each run of the initializer is counted per thread (its own copy
// of `inits`), so every thread sees 1.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
#include <atomic>
#include <cassert>
#include <string>
#include <thread>

std::atomic<int> destroyed;
thread_local int plain = 3;
thread_local int inits;

int makeLabel() { return 40 + ++inits; }
thread_local int label = makeLabel();

struct Tracker {
  int uses = 0;
  ~Tracker() { destroyed.fetch_add(uses); }
};
thread_local Tracker tracker;

void work(int n) {
  plain += n;
  assert(plain == 3 + n);
  assert(label == 41 && inits == 1);
  tracker.uses = n;
}

int main() {
  plain = 10;
  std::thread a(work, 1), b(work, 2);
  a.join();
  b.join();
  assert(destroyed.load() == 3);
  assert(plain == 10 && label == 41 && inits == 1);
  return 0;
}
