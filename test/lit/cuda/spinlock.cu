// A spin lock between two blocks with cuda::atomic_ref; RUN and CHECK lines
// at the end.
#include <cuda/atomic>

__device__ int lock;
__device__ int data;

#ifdef RELAXED
#define ACQUIRE cuda::memory_order_relaxed
#define RELEASE cuda::memory_order_relaxed
#else
#define ACQUIRE cuda::memory_order_acquire
#define RELEASE cuda::memory_order_release
#endif

__global__ void increment() {
  cuda::atomic_ref<int, cuda::thread_scope_device> l(lock);
  int expected = 0;
  while (!l.compare_exchange_strong(expected, 1, ACQUIRE, cuda::memory_order_relaxed))
    expected = 0;
  data = data + 1;
  l.store(0, RELEASE);
}

int main() {
  increment<<<2, 1>>>();
  int total = 0;
  cudaMemcpyFromSymbol(&total, data, sizeof total);
  wmc_assert(total == 2);
  return 0;
}

// With acquire/release the lock protects `data`: no error, 2 executions
// (which block gets the lock first). In each, the other block's CAS may
// also fail, reading the first's 1, an iteration that would spin forever.
// When block 0 (run first) has the lock, its release is already in the
// graph when block 1's CAS is added: that failed CAS read an overwritten
// value, the run is stopped (1 stale run, not counted as blocked). When
// block 1 has it (a revisit makes block 0's CAS read block 1's 1), block
// 0's failed CAS is the revisited read itself, kept by the graph, so it
// cannot be deferred: it blocks, and block 1's release is added after it
// (1 blocked). With relaxed orders the critical sections are not ordered:
// the plain accesses to `data` race.
//
// RUN: %wmc check %s | FileCheck %s --check-prefix=ACQREL
// RUN: not %wmc check %s -- -DRELAXED | FileCheck %s --check-prefix=RELAXED
//
// ACQREL-NOT: error
// ACQREL: Summary: model=SRC11 complete=2 erroneous=0 blocked=1 errors=0
// ACQREL-NEXT: note: 1 run stopped at an await that failed on an overwritten value
//
// RELAXED: error: data-race: {{.*}} at {{.*}}spinlock.cu:21 (thread T0.2(b1,t0))
// RELAXED-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) data = 1 @ {{.*}}spinlock.cu:21
// RELAXED-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(na) data = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}spinlock.cu:21
// RELAXED: Summary: model=SRC11 {{.*}}errors=1
