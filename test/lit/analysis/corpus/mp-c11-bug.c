// Twin of mp-c11.c with relaxed flag accesses: the store of `ready` does not
// publish the buffer; the consumer's reads race with the producer's writes.
// CORPUS: buggy twin of mp-c11.c
// ANALYSIS: wmc-weak-publication line=18|24
// ANALYSIS: wmc-data-race line=16|17|25
// EXPLORE: --model=rc11
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static int message[2];
static atomic_int ready;

static void *producer(void *arg) {
  (void)arg;
  message[0] = 4;
  message[1] = 2;
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  if (atomic_load_explicit(&ready, memory_order_relaxed))
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

// RUN: %expect 1 %wmc check --model=rc11 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}mp-c11-bug.c:25 (thread T0.2)
// CHECK-NEXT: T0.1#{{[0-9]+}}: store(na) message[0] = {{.*}} @ {{.*}}mp-c11-bug.c:16
// CHECK-NEXT: T0.2#{{[0-9]+}}: load(na) message[0] = {{.*}} @ {{.*}}mp-c11-bug.c:25
// CHECK: Summary: model=RC11 complete=0 erroneous=1 blocked=0 errors=1
