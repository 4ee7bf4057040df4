// Message passing with std::atomic: the producer builds a config object and
// publishes it with a release store of `published`; the consumer waits for
// the flag with acquire loads and then reads the object.
// CORPUS: correct
// ANALYSIS: silent
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
  published.store(true, std::memory_order_release);
}

static void consumer() {
  while (!published.load(std::memory_order_acquire)) {
  }
  assert(config.threads == 8 && config.retries == 3);
}

int main() {
  std::thread p(producer), c(consumer);
  p.join();
  c.join();
  return 0;
}

// One complete execution and one blocked one (the spin loop reading false
// forever).
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=1 erroneous=0 blocked=1 errors=0
