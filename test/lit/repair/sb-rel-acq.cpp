// C++ store buffering with release stores and acquire loads: under RC11
// both loads may read 0, which SC forbids. No flag can order a store before
// the other thread's load, so release/acquire cannot help: the repair makes
// the four accesses of the cycle seq_cst (and nothing else). RUN and CHECK
// lines at the end.
#include <atomic>
#include <cassert>
#include <thread>

std::atomic<int> x{0}, y{0};
int r1, r2;

int main() {
  std::thread a([] {
    x.store(1, std::memory_order_release);
    r1 = y.load(std::memory_order_acquire);
  });
  std::thread b([] {
    y.store(1, std::memory_order_release);
    r2 = x.load(std::memory_order_acquire);
  });
  a.join();
  b.join();
  assert(r1 == 1 || r2 == 1);
  return 0;
}

// Before: each load reads 0 or 1, all four combinations (RC11 allows
// r1 = r2 = 0 with release/acquire), one failing.
// RUN: not %wmc check --repair --model=rc11 %s 2>/dev/null | FileCheck %s
// CHECK: error: assertion-failure: {{.*}}sb-rel-acq.cpp:24
// CHECK: Summary: model=RC11 complete=3 erroneous=1 blocked=0 errors=1
// CHECK: Repair: repaired (1 round, 4 edits)
// CHECK-NEXT: {{.*}}sb-rel-acq.cpp:15:21: fix: strengthen-store: seq_cst on this store (with the other accesses of the cycle) forbids the weak behaviour behind: assertion `r1 == 1 || r2 == 1' failed
// CHECK-NEXT: {{^}}   15 |     x.store(1, std::memory_order_release);
// CHECK-NEXT: {{^}}      |                     ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                     memory_order_seq_cst{{$}}
// CHECK-NEXT: {{.*}}sb-rel-acq.cpp:16:22: fix: strengthen-load: seq_cst on this load
// CHECK-NEXT: {{^}}   16 |     r1 = y.load(std::memory_order_acquire);
// CHECK-NEXT: {{^}}      |                      ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}      |                      memory_order_seq_cst{{$}}
// CHECK-NEXT: {{.*}}sb-rel-acq.cpp:19:21: fix: strengthen-store: seq_cst
// CHECK-NEXT: {{^}}   19 |     y.store(1, std::memory_order_release);
// CHECK: {{.*}}sb-rel-acq.cpp:20:22: fix: strengthen-load: seq_cst
// CHECK-NEXT: {{^}}   20 |     r2 = x.load(std::memory_order_acquire);
// After: the SC outcomes (0,1), (1,0), (1,1): three executions.
// CHECK: re-explored: 3 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/sb.cpp
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/sb.cpp > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// YAML-COUNT-4: ReplacementText: "memory_order_seq_cst"
// YAML-NOT: ReplacementText
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/sb.cpp
// FIXED:      {{^}}    x.store(1, std::memory_order_seq_cst);{{$}}
// FIXED-NEXT: {{^}}    r1 = y.load(std::memory_order_seq_cst);{{$}}
// FIXED:      {{^}}    y.store(1, std::memory_order_seq_cst);{{$}}
// FIXED-NEXT: {{^}}    r2 = x.load(std::memory_order_seq_cst);{{$}}
// RUN: %wmc check --model=rc11 %t/sb.cpp 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=RC11 complete=3 erroneous=0 blocked=0 errors=0
