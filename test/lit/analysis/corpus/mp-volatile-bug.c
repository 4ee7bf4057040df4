// Second twin of mp-c11.c, pre-C11 style: `ready` is a volatile int. volatile
// gives neither atomicity nor ordering in C11: the flag accesses race too.
// CORPUS: buggy twin of mp-c11.c
// ANALYSIS: wmc-weak-publication line=17|23
// ANALYSIS: wmc-data-race line=15|16|17|23|24
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>

static int message[2];
static volatile int ready;

static void *producer(void *arg) {
  (void)arg;
  message[0] = 4;
  message[1] = 2;
  ready = 1;
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  if (ready)
    assert(message[0] == 4 && message[1] == 2);
  return NULL;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}

// The explorer reports the race on the flag itself first.
// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}mp-volatile-bug.c:23 (thread T0.2)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) ready = {{.*}} @ {{.*}}mp-volatile-bug.c:17
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(na) ready = {{.*}} @ {{.*}}mp-volatile-bug.c:23
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
