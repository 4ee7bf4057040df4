// Two workers add to a shared total; one forgot the lock. RUN and CHECK
// lines at the end.
#include <assert.h>
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int total;

void *careful(void *arg) {
  pthread_mutex_lock(&lock);
  total += 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

void *careless(void *arg) {
  total += 1;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, careful, 0);
  pthread_create(&b, 0, careless, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(total == 2);
  return 0;
}

// wmc-data-race in C: the write in `careful` (under the lock) and the one in
// `careless` (without it) share no lock; the fix-it makes `total` atomic.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: data-race.c:11:3: warning: data race on 'total': this write in thread 'careful' can run at the same time as a write in thread 'careless', and no common lock is held [-Wwmc-data-race]
// CHECK: fix-it:"{{.*}}data-race.c":{7:1-7:1}:"_Atomic "
// CHECK-NEXT: data-race.c:17:3: note: the conflicting write in thread 'careless'
// CHECK: 1 warning generated
// RUN: not %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -Werror -Wno-unknown-warning-option %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: data-race.c:11:3: error: data race on 'total'{{.*}}[-Werror,-Wwmc-data-race]
//
// The explorer (RC11) finds the race; on the fixed copy it finds nothing.
// RUN: not %wmc check --model=rc11 %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: error: data-race: {{.*}} at {{.*}}data-race.c:17
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.c
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -Xclang -fixit %t/fixed.c 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.c
// FIXED: {{^}}_Atomic int total;
// RUN: %wmc check --model=rc11 %t/fixed.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
