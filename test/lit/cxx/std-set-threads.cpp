// Two threads insert into one std::set. With the mutex, the explorer sees
// every link of the tree (libstdc++'s rebalancing runs instrumented, see
// std-containers.cpp): 2 complete executions (the lock order), no error,
// and main sees both keys. Without it, the concurrent inserts race on the
// tree's header: a data race under RC11, with the racing accesses named.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// RUN: %t --wmc-model=rc11 | FileCheck %s --check-prefix=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=2 erroneous=0 blocked={{[0-9]+}} errors=0
// RC11-NOT: error:
// RC11: Summary: model=RC11 complete=2 erroneous=0 blocked={{[0-9]+}} errors=0
//
// RUN: %clang --driver-mode=g++ -std=c++20 -DNO_LOCK -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.racy %wmc_rt
// RUN: not %t.racy --wmc-model=rc11 | FileCheck %s --check-prefix=RACE
// RACE: error: data-race: {{.*}}
// RACE: Summary: model=RC11 {{.*}} errors=1
#include <cassert>
#include <mutex>
#include <set>
#include <thread>

std::set<int> keys;
std::mutex m;

static void add(int k) {
#ifndef NO_LOCK
  std::lock_guard<std::mutex> g(m);
#endif
  keys.insert(k);
}

int main() {
  keys.insert(5); // a root before the threads start
  std::thread a(add, 1), b(add, 9);
  a.join();
  b.join();
  assert(keys.size() == 3 && *keys.begin() == 1 && *keys.rbegin() == 9);
  return 0;
}
