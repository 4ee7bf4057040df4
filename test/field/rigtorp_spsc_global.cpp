// The rigtorp-style SPSCQueue (Inputs/SPSCQueue.h) as a global, the way a
// program shares one queue between a producer and a consumer thread: its
// constructor runs before main (a dynamic initialiser calling operator new).
// Same threads and checks as rigtorp_spsc_queue.cpp, written with pthreads.
//
// Expected: no error, and the same 6 complete executions under RC11 as
// rigtorp_spsc_queue.cpp (same reasoning: only the consumer's loads of
// writeIdx_ vary: 3 + 2 + 1).
//
//
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s
//
// CHECK-NOT: error:
// CHECK: Summary: model=RC11 complete=6 erroneous=0 {{.*}}errors=0
#include <cassert>
#include <pthread.h>

#include "Inputs/SPSCQueue.h"

static SPSCQueue<int> queue(2);

static void *producer(void *) {
  queue.push(1);
  queue.push(2);
  return nullptr;
}

static void *consumer(void *) {
  int expected = 1;
  for (int i = 0; i < 2; i++) {
    if (int *v = queue.front()) {
      assert(*v == expected);
      expected++;
      queue.pop();
    }
  }
  return nullptr;
}

int main() {
  pthread_t p, c;
  pthread_create(&p, nullptr, producer, nullptr);
  pthread_create(&c, nullptr, consumer, nullptr);
  pthread_join(p, nullptr);
  pthread_join(c, nullptr);
  return 0;
}
