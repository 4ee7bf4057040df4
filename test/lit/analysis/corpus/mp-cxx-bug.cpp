// Twin of mp-cxx.cpp with relaxed flag accesses: the store of `published` does
// not publish the config; the consumer's reads race with the producer's writes.
// CORPUS: buggy twin of mp-cxx.cpp
// ANALYSIS: wmc-weak-publication line=22|26
// ANALYSIS: wmc-data-race line=20|21|28
// EXPLORE: --model=rc11
#include <atomic>
#include <cassert>
#include <thread>

struct Config {
  int threads = 0;
  int retries = 0;
};

Config config;
std::atomic<bool> published{false};

static void producer() {
  config.threads = 8;
  config.retries = 3;
  published.store(true, std::memory_order_relaxed);
}

static void consumer() {
  while (!published.load(std::memory_order_relaxed)) {
  }
  assert(config.threads == 8 && config.retries == 3);
}

int main() {
  std::thread p(producer), c(consumer);
  p.join();
  c.join();
  return 0;
}

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}mp-cxx-bug.cpp:28 (thread T0.2)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) config.threads = {{.*}} @ {{.*}}mp-cxx-bug.cpp:20
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(na) config.threads = {{.*}} @ {{.*}}mp-cxx-bug.cpp:28
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
