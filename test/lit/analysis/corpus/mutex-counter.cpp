// A capped hit counter guarded by a std::mutex: every access to `hits`,
// including the check against the cap, happens under a std::lock_guard.
// Two std::threads record two hits each.
// CORPUS: correct
// ANALYSIS: silent
// EXPLORE: --model=rc11
#include <cassert>
#include <mutex>
#include <thread>

constexpr int kCap = 100;

std::mutex m;
int hits;

static void record() {
  std::lock_guard<std::mutex> guard(m);
  if (hits < kCap)
    hits = hits + 1;
}

static void worker() {
  record();
  record();
}

int main() {
  std::thread a(worker), b(worker);
  a.join();
  b.join();
  assert(hits == 4);
  return 0;
}

// 6 complete executions: the orders in which the four critical sections take
// the mutex, C(4,2); blocked executions are lock attempts that found it held.
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=6 erroneous=0 blocked=10 errors=0
