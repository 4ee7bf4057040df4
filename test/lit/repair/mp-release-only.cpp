// C++ message passing whose flag store is already release but whose load is
// relaxed: under RC11 the consumer can still read the old data. One edit
// suffices: acquire on the load. RUN and CHECK lines at the end.
#include <atomic>
#include <cassert>
#include <thread>

std::atomic<int> data{0}, flag{0};

void producer() {
  data.store(42, std::memory_order_relaxed);
  flag.store(1, std::memory_order_release);
}

void consumer() {
  if (flag.load(std::memory_order_relaxed) == 1)
    assert(data.load(std::memory_order_relaxed) == 42);
}

int main() {
  std::thread a(producer), b(consumer);
  a.join();
  b.join();
  return 0;
}

// Before: flag 0 (one execution), or flag 1 and data 0 or 42 (two).
// RUN: not %wmc check --repair --model=rc11 %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}mp-release-only.cpp:17
// CHECK: Summary: model=RC11 complete=2 erroneous=1 blocked=0 errors=1
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}mp-release-only.cpp:16:22: fix: strengthen-load: acquire on this load makes the flag synchronise, removing the weak behaviour behind: assertion `data.load(std::memory_order_relaxed) == 42' failed
// CHECK-NEXT: {{^}}   16 |   if (flag.load(std::memory_order_relaxed) == 1)
// CHECK-NEXT: {{^}}      |                      ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                      memory_order_acquire{{$}}
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/mp.cpp
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/mp.cpp > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/mp.cpp
// FIXED: {{^}}  if (flag.load(std::memory_order_acquire) == 1){{$}}
// RUN: %wmc check --model=rc11 %t/mp.cpp 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
