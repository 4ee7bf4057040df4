// The results of every CUDA atomic function and of cuda::atomic_ref /
// cuda::atomic, in one GPU thread; RUN and CHECK lines at the end.
#include <cuda/atomic>

__device__ int i;
__device__ unsigned u;
__device__ unsigned long long ull;
__device__ long long ll;
__device__ float f;
__device__ double d;
__device__ unsigned short us;

#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond))                                                               \
      wmc_assert(cond);                                                        \
  } while (0)

__global__ void functions() {
  EXPECT(atomicAdd(&i, 5) == 0 && i == 5);
  EXPECT(atomicSub_block(&i, 7) == 5 && i == -2);
  EXPECT(atomicExch_system(&i, 3) == -2 && i == 3);
  EXPECT(atomicMin(&i, -4) == 3 && i == -4);
  EXPECT(atomicMax(&i, 9) == -4 && i == 9);
  EXPECT(atomicAnd(&i, 12) == 9 && i == 8);
  EXPECT(atomicOr(&i, 3) == 8 && i == 11);
  EXPECT(atomicXor(&i, 1) == 11 && i == 10);
  EXPECT(atomicCAS(&i, 9, 0) == 10 && i == 10);
  EXPECT(atomicCAS_block(&i, 10, 1) == 10 && i == 1);

  u = 2;
  EXPECT(atomicInc(&u, 2) == 2 && u == 0); // old >= 2: wraps to 0
  EXPECT(atomicInc(&u, 2) == 0 && u == 1);
  EXPECT(atomicDec(&u, 5) == 1 && u == 0);
  EXPECT(atomicDec(&u, 5) == 0 && u == 5); // old == 0: wraps to 5
  EXPECT(atomicMin_system(&u, 0xffffffffu) == 5 && u == 5); // unsigned
  EXPECT(atomicMax(&u, 0xffffffffu) == 5 && u == 0xffffffffu);

  EXPECT(atomicAdd(&ull, 1ull << 40) == 0 && ull == 1ull << 40);
  EXPECT(atomicCAS(&ull, 1ull << 40, 7ull) == 1ull << 40 && ull == 7);
  EXPECT(atomicMin(&ll, -1ll) == 0 && ll == -1);
  EXPECT(atomicAdd(&f, 1.5f) == 0.0f && f == 1.5f);
  EXPECT(atomicExch(&f, 2.5f) == 1.5f && f == 2.5f);
  EXPECT(atomicAdd_block(&d, 0.25) == 0.0 && d == 0.25);
  EXPECT(atomicCAS(&us, (unsigned short)0, (unsigned short)9) == 0 && us == 9);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
}

__device__ int x;
__device__ float g;
__device__ cuda::atomic<int, cuda::thread_scope_block> counter;
__device__ int *ptr;
__device__ int array[4];

__global__ void libcudacxx() {
  cuda::atomic_ref<int, cuda::thread_scope_device> r(x);
  r.store(4, cuda::memory_order_relaxed);
  EXPECT(r.load(cuda::memory_order_acquire) == 4);
  EXPECT(r.exchange(6) == 4 && r == 6);
  int expected = 5;
  EXPECT(!r.compare_exchange_strong(expected, 7) && expected == 6);
  EXPECT(r.compare_exchange_weak(expected, 7, cuda::memory_order_acq_rel,
                                 cuda::memory_order_relaxed) && x == 7);
  EXPECT(r.fetch_add(3) == 7 && r.fetch_sub(2) == 10 && x == 8);
  EXPECT(r.fetch_and(12) == 8 && r.fetch_or(1) == 8 && r.fetch_xor(3) == 9 && x == 10);
  EXPECT(r.fetch_min(-1) == 10 && r.fetch_max(2) == -1 && x == 2);
  EXPECT(++r == 3 && r++ == 3 && --r == 3 && r-- == 3 && x == 2);
  EXPECT((r += 5) == 7 && (r -= 1) == 6 && (r &= 4) == 4 && (r |= 1) == 5 && (r ^= 5) == 0);
  r = 11;
  EXPECT(x == 11);

  cuda::atomic_ref<float, cuda::thread_scope_system> fr(g);
  EXPECT(fr.fetch_add(0.5f) == 0.0f && fr.fetch_sub(0.25f) == 0.5f && g == 0.25f);
  EXPECT(fr.fetch_max(3.0f) == 0.25f && g == 3.0f);

  EXPECT(counter.fetch_add(2, cuda::memory_order_relaxed) == 0 && counter.load() == 2);
  counter = 5;
  EXPECT(counter == 5);
  EXPECT(sizeof counter == sizeof(int));

  cuda::atomic_ref<int *, cuda::thread_scope_device> pr(ptr);
  pr.store(&array[0]);
  EXPECT(pr.fetch_add(2) == &array[0] && ptr == &array[2]);
  EXPECT(pr.fetch_sub(1) == &array[2] && ptr == &array[1]);

  cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_block);
  cuda::atomic_thread_fence(cuda::memory_order_release);
  cuda::std::atomic_thread_fence(cuda::std::memory_order_acquire);
  cuda::atomic_thread_fence(cuda::memory_order::acq_rel, cuda::thread_scope_device);
  cuda::std::atomic<int> plain(1);
  EXPECT(plain.exchange(2) == 1 && plain.load() == 2);
}

int main() {
  functions<<<1, 1>>>();
  libcudacxx<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// RUN: %wmc check %s | FileCheck %s -DMODEL=SRC11
// RUN: %wmc check --model=sc %s | FileCheck %s -DMODEL=SC
// RUN: %wmc check --model=rc11 %s | FileCheck %s -DMODEL=RC11
// RUN: %wmc check %s -- -std=c++20 | FileCheck %s -DMODEL=SRC11
// CHECK-NOT: error
// CHECK: Summary: model=[[MODEL]] complete=1 erroneous=0 blocked=0 errors=0
