// C++ thread_local data with the proof of instrument/ThreadLocalProof.h
// (issue 7 item 5): `calls` and the function-local `n` are reached only by
// loads and stores; `label` is initialised dynamically, through clang's
// per-thread guard __tls_guard, the initializer __tls_init and the wrapper
// _ZTWL5label that returns its address: the wrapper is module-local and
// called directly, so its calls are followed and `label` is proven too.
// `tracker` has a destructor: its address goes to __cxa_thread_atexit, so
// it keeps its events (and the destructors' fetch_adds on `destroyed` are
// the only shared accesses: 2 orders, 2 executions).
//
// With the proof and without it (-fplugin-arg-wmc-no-private): the same
// executions and verdict, 42 instead of 138 events over the exploration.
// The workers are pthreads, not std::thread: std::thread's constructor
// brings events on its own locals whose number depends on how libstdc++'s
// code is compiled (-fsanitize changes it), which is not what this test is
// about. The proof must hold in a sanitized build too: UBSan's alignment
// and bounds checks look at `calls` and `n`'s addresses (!nosanitize).
//
// RUN: %wmc check --report=json %s 2>/dev/null | FileCheck %s -DEVENTS=42
// RUN: %wmc check --report=json %s -- -fplugin-arg-wmc-no-private 2>/dev/null | FileCheck %s -DEVENTS=138
// RUN: %wmc check --model=rc11 --report=json %s 2>/dev/null | FileCheck %s -DEVENTS=42
// CHECK:      "erroneous": 0,
// CHECK:      "events": [[EVENTS]],
// CHECK-NEXT: "executions": 2,
// CHECK:      "verdict": "verified",
#include <atomic>
#include <cassert>
#include <pthread.h>

std::atomic<int> destroyed;
static thread_local int calls;
static int seed() { return 40; }
static thread_local int label = seed();

struct Tracker {
  int uses = 0;
  ~Tracker() { destroyed.fetch_add(uses); }
};
static thread_local Tracker tracker;

static int count() {
  static thread_local int n;
  return ++n;
}

static void *work(void *arg) {
  int k = static_cast<int>(reinterpret_cast<long>(arg));
  for (int i = 0; i < 10; ++i) {
    calls++;
    count();
  }
  assert(label == 40 && calls == 10 && count() == 11);
  tracker.uses = k;
  return nullptr;
}

int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, work, reinterpret_cast<void *>(1L));
  pthread_create(&b, nullptr, work, reinterpret_cast<void *>(2L));
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  assert(destroyed.load() == 3);
  assert(label == 40 && calls == 0);
  return 0;
}
