// C++20 std::jthread and std::stop_token (issue 10 item 1; docs/sync.md).
// The worker spins until a stop is requested, then writes `done`; main
// requests the stop, and the jthread's destructor requests it again (a
// no-op) and joins. libstdc++'s std::thread::join (uninstrumented) clears
// the thread's id inside the jthread: wmc re-reads it after the call,
// otherwise the std::thread destructor would see a joinable thread and
// call std::terminate.
//
// Exact counts (every model): the worker's await loop reads the stop
// state's word. request_stop writes it twice (a CAS that sets the stop and
// lock bits, then the unlock); the second request only reads it. The loop's
// read sees the CAS (complete), the unlock (complete), or the initial word,
// a failed iteration. main, the lower thread, requests the stop before the
// worker runs, so the initial word was already overwritten when the read
// was added: that run is stopped at a stale await, not counted as blocked.
// complete = 2, blocked = 0, 1 stale run.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s -DM=PSO
// RUN: %t --wmc-model=rc11 | FileCheck %s -DM=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[M]] complete=2 erroneous=0 blocked=0 errors=0
// CHECK-NEXT: note: 1 run stopped at an await that failed on an overwritten value
#include <cassert>
#include <thread>

int done;

int main() {
  {
    std::jthread worker([](std::stop_token st) {
      while (!st.stop_requested()) {
      }
      done = 1;
    });
    worker.request_stop();
  } // ~jthread: request_stop() and join()
  assert(done == 1);
  return 0;
}
