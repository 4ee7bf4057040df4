// Progress lines on stderr when it is not a terminal (issue 11 item 10):
// with --wmc-progress=on (the default `auto` does the same in a file or CI
// log) a line every --wmc-progress-interval seconds, checked every 256
// runs (runs include the moot ones that are not executions). Interval 0
// prints at every check.
//
// Six threads each add 1 to one counter with an atomic RMW: 6! = 720
// complete executions, so at least two checks, each printing. Without the
// option and with stderr redirected, `auto` still prints lines, but only
// every 10 s: none in this short run.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-progress=on --wmc-progress-interval=0 2>&1 >/dev/null | FileCheck %s
// RUN: %t 2>&1 >/dev/null | count 0
// RUN: %t | FileCheck %s --check-prefix=SUMMARY
// CHECK: wmc: [[N:[0-9]+]] executions ([[N]] complete, 0 blocked) {{[0-9]+}}/s, {{[0-9]+}} s{{$}}
// CHECK-NEXT: wmc: [[M:[0-9]+]] executions ([[M]] complete, 0 blocked) {{[0-9]+}}/s, {{[0-9]+}} s{{$}}
// SUMMARY: Summary: model=SC complete=720 erroneous=0 blocked=0 errors=0
#include <pthread.h>

int count;

static void *worker(void *p) {
  __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  pthread_t t[6];
  for (int i = 0; i < 6; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 6; i++)
    pthread_join(t[i], 0);
  return 0;
}
