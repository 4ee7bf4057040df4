// Twin of mutex-counter.cpp with an "optimised" fast path: the check
// against the cap reads `hits` before taking the lock, racing with the
// other thread's locked increment.
// CORPUS: buggy twin of mutex-counter.cpp
// ANALYSIS: wmc-data-race line=17|20
// EXPLORE: --model=rc11
#include <cassert>
#include <mutex>
#include <thread>

constexpr int kCap = 100;

std::mutex m;
int hits;

static void record() {
  if (hits >= kCap)
    return;
  std::lock_guard<std::mutex> guard(m);
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

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}mutex-counter-bug.cpp:17 (thread T0.2)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) hits = {{.*}} @ {{.*}}mutex-counter-bug.cpp:20
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(na) hits = {{.*}} @ {{.*}}mutex-counter-bug.cpp:17
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
