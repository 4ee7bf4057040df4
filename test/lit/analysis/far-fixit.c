// A fix-it far from its warning (the declaration made _Atomic at the top of
// the file, the race twenty lines below): clang 19 would print the
// warning's snippet with the declaration's line number, so the plugin puts
// that fix-it on a note at the declaration; with -Xclang -fixit (which
// applies only the fix-its of warnings) it stays on the warning.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: far-fixit.c:[[#USE:]]:3: warning: data race on 'hits'{{.*}}[-Wwmc-data-race]
// CHECK-NEXT: {{^}} [[#USE]] |   hits++;
// CHECK: far-fixit.c:[[#DECL:]]:1: note: suggested fix here
// CHECK-NEXT: {{^}} [[#DECL]] | int hits;
// CHECK: _Atomic
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s --check-prefix=PARSEABLE
// PARSEABLE: fix-it:"{{.*}}far-fixit.c":{20:1-20:1}:"_Atomic "
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.c
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -fsyntax-only -Xclang -fixit %t/fixed.c 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.c
// FIXED: {{^}}_Atomic int hits;
#include <pthread.h>

int hits;

// Twenty lines of unrelated code keep the declaration out of the warning's
// snippet.
static int unrelated(int x) {
  int y = x;
  y += 1;
  y += 2;
  y += 3;
  y += 4;
  y += 5;
  y += 6;
  y += 7;
  y += 8;
  y += 9;
  return y;
}

void *count(void *arg) {
  hits++;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, count, 0);
  pthread_create(&b, 0, count, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return unrelated(0) == 45 && hits == 2 ? 0 : 1;
}
