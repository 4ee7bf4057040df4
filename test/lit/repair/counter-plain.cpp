// A hit counter incremented by two threads with a plain `hits += 1`: a data
// race under RC11 with no flag in sight. The repair makes the counter
// atomic; relaxed suffices. In C++ that is `std::atomic<long>` in the
// declaration (whose += is an atomic read-modify-write), and the
// re-exploration explores `hits += 1` as that read-modify-write too
// (WMC_FLAG_UPDATE): 2 executions, the two orders of the increments, as the
// edited program gives (a separate load and store would give 4). RUN and
// CHECK lines at the end.
#include <atomic>
#include <thread>

long hits;

void work() { hits += 1; }

int main() {
  std::thread a(work), b(work);
  a.join();
  b.join();
  return 0;
}

// RUN: not %wmc check --repair --model=rc11 %s 2>/dev/null | FileCheck %s
// CHECK: error: data-race: {{.*}}counter-plain.cpp:14
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}counter-plain.cpp:12:1: fix: make-atomic: every access of hits atomic (relaxed suffices) removes the data race on hits
// CHECK-NEXT: {{^}}   12 | long hits;
// CHECK-NEXT: {{^}}      | ^~~~{{$}}
// CHECK-NEXT: {{^}}      | std::atomic<long>{{$}}
// CHECK-NEXT: re-explored: 2 executions, no error
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/counter.cpp
// RUN: not %wmc check --repair --model=rc11 --export-fixes=%t/fixes.yaml %t/counter.cpp > /dev/null 2>&1
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=EDITED < %t/counter.cpp
// EDITED: {{^}}std::atomic<long> hits;{{$}}
// RUN: %wmc check --model=rc11 %t/counter.cpp 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
