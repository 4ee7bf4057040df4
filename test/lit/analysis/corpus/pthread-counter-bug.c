// Twin of pthread-counter.c without the lock: the two workers' increments
// of the counter race (and updates can be lost).
// CORPUS: buggy twin of pthread-counter.c
// ANALYSIS: wmc-data-race line=16
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>

#define ROUNDS 2

static long counter;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < ROUNDS; i++) {
    counter++;
  }
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, NULL);
  pthread_create(&b, NULL, worker, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(counter == 2 * ROUNDS);
  return 0;
}

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}pthread-counter-bug.c:16 (thread T0.2)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) counter = {{.*}} @ {{.*}}pthread-counter-bug.c:16
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(na) counter = {{.*}} @ {{.*}}pthread-counter-bug.c:16
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
