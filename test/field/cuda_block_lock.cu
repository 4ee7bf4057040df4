// A global spinlock taken by one thread per block (the classic "lock a
// global structure from several blocks" pattern: atomicCAS to take it,
// __threadfence around the critical section, atomicExch to release). 2
// blocks of 1 thread each add to a global counter.
//
// Correct version (device-scope atomics): no error; the host checks 2.
// Exact count, 2 complete executions: the order in which the blocks take
// the lock (a failed CAS only reads, so the retry loop is an await and an
// iteration that saw the lock held blocks).
//
// Buggy twin (-DBLOCK_SCOPE): the lock uses atomicCAS_block/atomicExch_block,
// whose block scope does not include the other block: a heterogeneous race
// on the lock word.
//
// RUN: %expect 0 %wmc check %s | FileCheck %s --check-prefix=OK
// RUN: %expect 1 %wmc check %s -- -DBLOCK_SCOPE | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=2 erroneous=0 {{.*}}errors=0
#include <cuda_runtime.h>

#ifdef BLOCK_SCOPE
#define CAS atomicCAS_block
#define EXCH atomicExch_block
#else
#define CAS atomicCAS
#define EXCH atomicExch
#endif

struct Lock {
  int *mutex;
  __device__ void lock() {
    while (CAS(mutex, 0, 1) != 0) // BUG: error: heterogeneous-race: {{.*}} at {{.*}}cuda_block_lock.cu:[[@LINE]]
      ;
    __threadfence();
  }
  __device__ void unlock() {
    __threadfence();
    EXCH(mutex, 0);
  }
};

__global__ void count_blocks(Lock lock, int *blocks) {
  if (threadIdx.x == 0) {
    lock.lock();
    *blocks = *blocks + 1;
    lock.unlock();
  }
}

int main() {
  int *d_mutex, *d_blocks;
  cudaMalloc(&d_mutex, sizeof(int));
  cudaMalloc(&d_blocks, sizeof(int));
  cudaMemset(d_mutex, 0, sizeof(int));
  cudaMemset(d_blocks, 0, sizeof(int));
  Lock lock;
  lock.mutex = d_mutex;
  count_blocks<<<2, 1>>>(lock, d_blocks);
  int h_blocks = 0;
  cudaMemcpy(&h_blocks, d_blocks, sizeof(int), cudaMemcpyDeviceToHost);
  wmc_assert(h_blocks == 2);
  cudaFree(d_mutex);
  cudaFree(d_blocks);
  return 0;
}

// BUG: Summary: model=SRC11 {{.*}}errors=1
