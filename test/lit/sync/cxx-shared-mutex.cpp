// std::shared_mutex with std::shared_lock / std::unique_lock (issue 10
// item 1; docs/sync.md): libstdc++ builds std::shared_mutex on a pthread
// rwlock, which wmc models. Two readers check that the writer's two stores
// are seen together. BUG makes the writer take a shared lock: a reader can
// then see a == 1, b == 0.
//
// Exact counts (every model): the shape of rwlock.c, so the same counts:
// complete = 14 (the orders of the six lock operations in which the
// writer's section overlaps no reader's: 2x3 + 4x2) and blocked = 21.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 -DBUG %s -o %t.bug %wmc_rt
// RUN: not %t.bug | FileCheck %s --check-prefix=BUG
// RUN: not %t.bug --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=14 erroneous=0 blocked=21 errors=0
// BUG: error: assertion-failure: {{.*}}cxx-shared-mutex.cpp:[[# @LINE + 14]] (thread T0.{{[12]}})
// RACE: error: data-race: {{.*}}cxx-shared-mutex.cpp
#include <cassert>
#include <mutex>
#include <shared_mutex>
#include <thread>

std::shared_mutex m;
int a, b;

void reader() {
  std::shared_lock lock(m);
  int x = a;
  int y = b;
  assert(x == y);
}

int main() {
  std::thread r1(reader), r2(reader);
  {
#ifdef BUG
    std::shared_lock lock(m);
#else
    std::unique_lock lock(m);
#endif
    a = 1;
    b = 1;
  }
  r1.join();
  r2.join();
  return 0;
}
