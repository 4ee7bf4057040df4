// A counter protected by std::mutex (std::lock_guard), incremented by three
// std::threads; main checks the final value.
// Exact count: a complete execution is fixed by the order in which the
// threads take the mutex, 3! = 6, under SC, TSO and PSO (mutex operations
// are full fences; the program is data-race free, hence robust), and no
// error. Blocked executions (a lock that found the mutex held) are only
// required to be the same under the three models.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc > %t.out
// RUN: %t --wmc-model=tso >> %t.out
// RUN: %t --wmc-model=pso >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=6 erroneous=0 blocked=[[B:[0-9]+]] errors=0
// CHECK-NOT: error:
// CHECK: Summary: model=TSO complete=6 erroneous=0 blocked=[[B]] errors=0
// CHECK-NOT: error:
// CHECK: Summary: model=PSO complete=6 erroneous=0 blocked=[[B]] errors=0
#include <cassert>
#include <mutex>
#include <thread>

std::mutex m;
int counter;

static void work() {
  std::lock_guard<std::mutex> guard(m);
  counter = counter + 1;
}

int main() {
  std::thread a(work), b(work), c(work);
  a.join();
  b.join();
  c.join();
  assert(counter == 3);
  return 0;
}
