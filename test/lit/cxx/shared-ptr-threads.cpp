// std::shared_ptr copied by two threads: libstdc++ updates the use count
// with atomics only when glibc's __libc_single_threaded says the process
// has threads. The test's threads are fibers of one OS thread, so it said
// "single-threaded" and the counts were plain increments: RC11 reported
// data races in ext/atomicity.h and SC lost updates (use_count() == 2 at
// the end, a false assertion failure). The runtime now clears the flag
// before the exploration, as a real pthread_create would.
// Each worker copies `shared` (an atomic add, a), then drops its copy:
// libstdc++ 12 first loads both counts at once (an acquire 64-bit load, L,
// of use and weak count) and then decrements (d). The coherence orders of
// the four RMWs on the use count are the 6 interleavings of a1 d1 and
// a2 d2; each L reads one of the writes between its thread's a and d:
// 1 + 4 + 4 + 3 + 3 + 1 = 16 executions, all complete, no error.
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s -DMODEL=SC
// RUN: %t --wmc-model=rc11 | FileCheck %s -DMODEL=RC11
// CHECK-NOT: error:
// CHECK: Summary: model=[[MODEL]] complete=16 erroneous=0 blocked=0 errors=0
#include <cassert>
#include <memory>
#include <thread>

struct Job {
  int id;
};

static std::shared_ptr<Job> shared;
static int seen[2];

static void worker(int i) {
  std::shared_ptr<Job> mine = shared;
  seen[i] = mine->id;
}

int main() {
  shared = std::make_shared<Job>(Job{7});
  std::thread a(worker, 0), b(worker, 1);
  a.join();
  b.join();
  assert(seen[0] == 7 && seen[1] == 7);
  assert(shared.use_count() == 1);
  return 0;
}
