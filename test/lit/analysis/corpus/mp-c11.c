// Message passing with C11 atomics: the producer fills a plain buffer and
// publishes it with a release store of `ready`; the consumer checks `ready`
// with an acquire load and only then reads the buffer.
// CORPUS: correct
// ANALYSIS: silent
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
  atomic_store_explicit(&ready, 1, memory_order_release);
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  if (atomic_load_explicit(&ready, memory_order_acquire))
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

// Two executions: the consumer's flag load reads 0 (skips the buffer) or 1
// (then it must see 4 and 2).
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=2 erroneous=0 blocked=0 errors=0
