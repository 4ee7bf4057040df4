// rigtorp-style SPSCQueue<T> (C++, std::atomic indices, slots from operator
// new, placement new into a slot, cached indices). The queue lives in main;
// a std::thread producer pushes 1 and 2, a consumer calls front()/pop()
// twice without retrying and checks FIFO order.
//
// Correct version: no error under SC, TSO, PSO, RC11. Exact count, 6
// complete executions under each: the producer never finds the queue full
// (capacity 2), so the only reads that vary are the consumer's acquire loads
// of writeIdx_. The first front() reads 0, 1 or 2; after 0 the second reads
// 0, 1 or 2; after 1 (one pop) the second reads 1 or 2; after 2 the second
// front() uses its cached index and loads nothing: 3 + 2 + 1 = 6.
//
// Buggy twin (-DRELAXED_PUBLISH): push() publishes writeIdx_ with a relaxed
// store. Under RC11 the consumer's read of the slot is not ordered after the
// producer's placement new: a data race on the slot.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DRELAXED_PUBLISH | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=6 erroneous=0 {{.*}}errors=0
#include <cassert>
#include <thread>

#include "Inputs/SPSCQueue.h"

int main() {
  SPSCQueue<int> q(2);
  std::thread producer([&q] {
    q.push(1);
    q.push(2);
  });
  std::thread consumer([&q] {
    int expected = 1;
    for (int i = 0; i < 2; i++) {
      if (int *v = q.front()) {
        int got = *v; // BUG: error: data-race: {{.*}} at {{.*}}rigtorp_spsc_queue.cpp:[[@LINE]]
        assert(got == expected);
        expected++;
        q.pop();
      }
    }
  });
  producer.join();
  consumer.join();
  return 0;
}

// BUG: Summary: model=RC11 {{.*}}errors=1
