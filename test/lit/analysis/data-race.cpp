// Two std::threads count hits in a plain int; RUN and CHECK lines at the
// end.
#include <atomic>
#include <cassert>
#include <thread>

int hits;

void count() { hits++; }

int main() {
  std::thread a(count);
  std::thread b(count);
  a.join();
  b.join();
  assert(hits == 2);
  return 0;
}

// wmc-data-race in C++: the increment in `count` runs in both threads; the
// fix-it replaces the declaration's type by std::atomic<int> (<atomic> is
// included), so `hits++` becomes one atomic read-modify-write.
// RUN: %clang -x c++ -std=c++17 -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: data-race.cpp:9:16: warning: data race on 'hits': this write in thread 'count' can run at the same time as a write in another instance of the same thread (it is started more than once), and no common lock is held [-Wwmc-data-race]
// CHECK: fix-it:"{{.*}}data-race.cpp":{7:1-7:4}:"std::atomic<int>"
// CHECK-NEXT: data-race.cpp:9:16: note: the conflicting write in another instance of thread 'count'
// CHECK: 1 warning generated
//
// -Werror=wmc-data-race: in the plugin spelling, and in clang's spelling
// through wmc analyze and wmc check (which pass it on to the plugin).
// RUN: not %clang -x c++ -std=c++17 -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -fplugin-arg-wmc-Werror=wmc-data-race %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: data-race.cpp:9:16: error: data race on 'hits'{{.*}}[-Werror,-Wwmc-data-race]
// RUN: %wmc analyze %s -- -Werror=wmc-data-race > %t.analyze 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ERROR --implicit-check-not="unknown warning option" < %t.analyze
// RUN: %wmc check --model=rc11 %s -- -Werror=wmc-data-race > %t.werror 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=ERROR --implicit-check-not=Summary: < %t.werror
//
// The round trip: the explorer (RC11) finds the race; the fixed copy (by
// -Xclang -fixit) has no warning and no error. Its two executions are the
// two orders of the two atomic increments.
// RUN: %wmc check --model=rc11 %s > %t.before 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=BEFORE < %t.before
// BEFORE: error: data-race: {{.*}} at {{.*}}data-race.cpp:9
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cpp
// RUN: %clang -x c++ -std=c++17 -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -Xclang -fixit %t/fixed.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cpp
// FIXED: {{^}}std::atomic<int> hits;
// RUN: %wmc analyze %t/fixed.cpp 2>&1 | count 0
// RUN: %wmc check --model=rc11 %t/fixed.cpp 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER-NOT: error
// AFTER: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
