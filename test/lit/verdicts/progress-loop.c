// Progress lines name the loop that made the most iterations in one entry,
// so that a user whose run does not finish sees which loop is being
// unrolled (issue 11 item 10). Shown once a loop reached 16 iterations.
//
// Six threads each add 1 to one counter with an atomic RMW: 6! = 720
// complete executions under SC, so at least two progress checks (one every
// 256 runs), each printing with interval 0. After the joins main reads the
// counter in a counted loop of 20 iterations; every read has one source
// (the last RMW, which every thread's join orders before it), so the loop
// adds no execution, and it is the loop with the most iterations.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-progress=on --wmc-progress-interval=0 2>&1 >/dev/null | FileCheck %s
// RUN: %t | FileCheck %s --check-prefix=SUMMARY
// CHECK: wmc: {{[0-9]+}} executions ({{[0-9]+}} complete, 0 blocked) {{[0-9]+}}/s, {{[0-9]+}} s, longest loop {{.*}}progress-loop.c:[[LOOP:[0-9]+]] (20 iterations){{$}}
// CHECK-NEXT: wmc: {{[0-9]+}} executions ({{[0-9]+}} complete, 0 blocked) {{[0-9]+}}/s, {{[0-9]+}} s, longest loop {{.*}}progress-loop.c:[[LOOP]] (20 iterations){{$}}
// SUMMARY: Summary: model=SC complete=720 erroneous=0 blocked=0 errors=0
#include <assert.h>
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
  int sum = 0;
  for (int i = 0; i < 20; i++) // the loop the progress lines name
    sum += __atomic_load_n(&count, __ATOMIC_RELAXED);
  assert(sum == 120);
  return 0;
}
