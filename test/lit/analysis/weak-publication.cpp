// A configuration published through a relaxed flag; RUN and CHECK lines at
// the end.
#include <atomic>
#include <cassert>
#include <thread>

struct Config {
  int threads = 0;
};

Config config;
std::atomic<bool> ready{false};

int main() {
  std::thread producer([] {
    config.threads = 8;
    ready.store(true, std::memory_order_relaxed);
  });
  while (!ready.load(std::memory_order_relaxed)) {
  }
  assert(config.threads == 8);
  producer.join();
  return 0;
}

// wmc-weak-publication in C++: a warning at each relaxed side of the
// message-passing idiom, each with its fix-it and a note at the other side;
// wmc-data-race reports the data access the relaxed flag leaves unordered.
// RUN: %clang -x c++ -std=c++17 -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: weak-publication.cpp:16:12: warning: data race on 'config.threads': {{.*}} [-Wwmc-data-race]
// CHECK: weak-publication.cpp:17:11: warning: relaxed store to 'ready' does not publish the write to 'config.threads' at line 16: a thread that sees the new 'ready' may still read the old 'config.threads'; the store needs memory_order_release [-Wwmc-weak-publication]
// CHECK: fix-it:"{{.*}}weak-publication.cpp":{17:28-17:48}:"memory_order_release"
// CHECK-NEXT: weak-publication.cpp:19:17: note: 'ready' is read here and guards the read of 'config.threads' at line 21
// CHECK: weak-publication.cpp:19:17: warning: relaxed load of 'ready' does not order the read of 'config.threads' at line 21 after it: it may read the old 'config.threads' even when 'ready' is new; the load needs memory_order_acquire [-Wwmc-weak-publication]
// CHECK: fix-it:"{{.*}}weak-publication.cpp":{19:27-19:47}:"memory_order_acquire"
// CHECK-NEXT: weak-publication.cpp:17:11: note: 'ready' is stored here after the write to 'config.threads' at line 16
// CHECK: 3 warnings generated
//
// The round trip through wmc analyze --export-fixes and
// clang-apply-replacements: the explorer's race is gone, and so are the
// warnings.
// RUN: not %wmc check --model=rc11 %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: error: data-race: {{.*}} at {{.*}}weak-publication.cpp:21
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cpp
// RUN: not %wmc analyze --export-fixes=%t/fixes.yaml %t/fixed.cpp > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cpp
// FIXED: ready.store(true, std::memory_order_release);
// FIXED: while (!ready.load(std::memory_order_acquire)) {
// RUN: %wmc analyze %t/fixed.cpp 2>&1 | count 0
// RUN: %wmc check --model=rc11 %t/fixed.cpp 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: error
// AFTER: Summary: model=RC11 complete=1 erroneous=0
