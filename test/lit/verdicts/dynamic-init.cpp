// C++ globals with dynamic initialisers run before the exploration as the
// program's own start-up code (issue 11 item 6; before: "a wmc runtime
// function was called outside the exploration"), and every execution starts
// from the state they left, heap blocks included.
//
// `b` depends on `a`, `name`, `items` and `log` allocate, `Config::limit`
// is a static member initialised from `b`. Under a mutex, two threads look
// up and insert into the global set (the tree start-up code built),
// append to the global vector (into the buffer that start-up code
// reserved) and add to a counter; main checks everything after joining.
// Each execution mutates `items`, `log` and `counter`, so a missing reset
// between executions would fail the assertions in the second execution.
// Executions: the two lock acquisitions are ordered either way: 2 complete
// executions, no error (blocked executions, where a lock found the mutex
// held, are not fixed by this test: see test/lit/cxx/mutex-counter.cpp).
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// RUN: %wmc check %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=2 erroneous=0 blocked={{[0-9]+}} errors=0
#include <cassert>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

int a = 3;
int b = a * 2;
std::string name = "a name long enough to live on the heap";
std::set<int> items = {1, 2, 3};
struct Config {
  static int limit;
};
int Config::limit = b + 1;
std::vector<int> log = [] {
  std::vector<int> v;
  v.reserve(8);
  v.push_back(0);
  return v;
}();
std::mutex m;
int counter = 0;

int main() {
  auto work = [](int v) {
    std::lock_guard<std::mutex> g(m);
    if (items.count(2))
      log.push_back(v);
    items.insert(v);
    counter += b;
  };
  std::thread t1(work, 10), t2(work, 20);
  t1.join();
  t2.join();
  assert(b == 6 && Config::limit == 7);
  assert(name.size() == 38);
  assert(items.size() == 5 && items.count(10) && items.count(20));
  assert(log.size() == 3 && log[1] + log[2] == 30 && counter == 12);
  return 0;
}
