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

// One complete execution and no blocked one: the producer (the lower
// thread, run first) stores the flag before the consumer's spin load is
// added, so the load reading the initial false reads an overwritten value:
// that run is stopped at the stale await (1 stale run, not counted as
// blocked).
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=1 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: note: 1 run stopped at an await that failed on an overwritten value
