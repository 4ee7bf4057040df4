// std::promise / std::future and std::async in a test. Before, future::get
// blocked the process for ever in libstdc++'s real futex wait (a hang);
// then set_value's std::call_once crashed (libstdc++'s __once_proxy read the
// OS thread's std::__once_call, not the test thread's copy the caller set),
// the result object's exception_ptr, zeroed by libstdc++'s out-of-line
// constructor, was an uninitialized read, and std::async's state joined its
// thread a second time (the first join, through a pointer to member, was
// invisible): an abort. Now the waits are futex waits, the once routine is
// the test thread's, the constructor's bytes are stores and std::thread::join
// is the runtime's.
// The promise: main waits in get() while the worker sets the value: main's
// first check of the status sees it ready (1), or sets the waiter bit
// before (waits, woken by the worker's store) or after the worker's store
// (2). The futex wait that reads the waiter bit fails: it is deferred until
// the worker's store, then reads it and passes; its reading the waiter bit
// is then a read of an overwritten value, a run stopped at a stale await
// (1 stale run, 0 blocked; with --wmc-await=prune the wait blocks at once
// and the store revisits it: 1 blocked, checked below).
// std::async: get() joins the task's thread first: one execution.
// RUN: %clang --driver-mode=g++ -std=c++20 -DPROMISE -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.p %wmc_rt
// RUN: %t.p | FileCheck %s --check-prefix=PROMISE -DMODEL=SC
// RUN: %t.p --wmc-model=rc11 | FileCheck %s --check-prefix=PROMISE -DMODEL=RC11
// RUN: %t.p --wmc-await=prune | FileCheck %s --check-prefix=PRUNE
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.a %wmc_rt
// RUN: %t.a | FileCheck %s --check-prefix=ASYNC -DMODEL=SC
// RUN: %t.a --wmc-model=rc11 | FileCheck %s --check-prefix=ASYNC -DMODEL=RC11
// PROMISE-NOT: error:
// PROMISE: Summary: model=[[MODEL]] complete=3 erroneous=0 blocked=0 errors=0
// PROMISE-NEXT: note: 1 run stopped at an await that failed on an overwritten value
// PRUNE-NOT: error:
// PRUNE: Summary: model=SC complete=3 erroneous=0 blocked=1 errors=0
// PRUNE-NOT: runs stopped
// ASYNC-NOT: error:
// ASYNC: Summary: model=[[MODEL]] complete=1 erroneous=0 blocked=0 errors=0
#include <cassert>
#include <future>
#include <thread>

static int computed;

int main() {
#ifdef PROMISE
  std::promise<int> p;
  std::future<int> f = p.get_future();
  std::thread t([&p] {
    computed = 42;
    p.set_value(computed + 1);
  });
  assert(f.get() == 43);
  assert(computed == 42);
  t.join();
#else
  std::future<int> f = std::async(std::launch::async, [] {
    computed = 6;
    return 7;
  });
  assert(f.get() == 7 && computed == 6);
#endif
  return 0;
}
