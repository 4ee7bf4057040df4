// rigtorp-style Seqlock<T>: the writer makes the sequence odd, copies the
// value, makes it even again; the reader copies the value between two reads
// of the sequence and retries if they differ or are odd. Only compiler
// fences (atomic_signal_fence) separate the accesses: the design is for x86.
// One writer stores {1, 1}; a reader loads once and checks the pair is not
// torn.
//
// Under SC and TSO, no error. Exact count, 2 complete executions under each: the
// reader's attempt succeeds only if both sequence reads see 0 (then, under
// SC and TSO, the value reads see the initial pair) or both see 2 (the new
// pair); any other attempt retries, and a retry that only read is blocked.
//
// Under PSO the writer's first sequence store (relaxed) and its value stores go
// to separate store buffers, so the reader can see the new `a`, the old
// `b`, and 0 twice: a torn read, assertion failure. (A real port to a
// non-TSO machine needs a release fence after the first sequence store.)
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 1 %wmc check --model=pso %s | FileCheck %s --check-prefix=PSO
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 {{.*}}errors=0
#include <atomic>
#include <cassert>
#include <cstddef>
#include <thread>
#include <type_traits>

template <typename T> class Seqlock {
public:
  static_assert(std::is_nothrow_copy_assignable<T>::value, "T must be nothrow copy assignable");
  static_assert(std::is_trivially_copy_assignable<T>::value, "T must be trivially copy assignable");

  Seqlock() : seq_(0) {}

  T load() const noexcept {
    T copy;
    std::size_t seq0, seq1;
    do {
      seq0 = seq_.load(std::memory_order_acquire);
      std::atomic_signal_fence(std::memory_order_acq_rel);
      copy = value_;
      std::atomic_signal_fence(std::memory_order_acq_rel);
      seq1 = seq_.load(std::memory_order_acquire);
    } while (seq0 != seq1 || seq0 & 1);
    return copy;
  }

  void store(const T &desired) noexcept {
    std::size_t seq0 = seq_.load(std::memory_order_relaxed);
    seq_.store(seq0 + 1, std::memory_order_relaxed);
    std::atomic_signal_fence(std::memory_order_acq_rel);
    value_ = desired;
    std::atomic_signal_fence(std::memory_order_acq_rel);
    seq_.store(seq0 + 2, std::memory_order_release);
  }

private:
  alignas(128) T value_{};
  alignas(128) std::atomic<std::size_t> seq_;
};

struct Pair {
  long a, b;
};

int main() {
  Seqlock<Pair> lock;
  std::thread writer([&lock] { lock.store(Pair{1, 1}); });
  std::thread reader([&lock] {
    Pair p = lock.load();
    assert(p.a == p.b); // PSO: error: assertion-failure: {{.*}} at {{.*}}rigtorp_seqlock.cpp:[[@LINE]]
  });
  writer.join();
  reader.join();
  return 0;
}

// PSO: Summary: model=PSO {{.*}}errors=1
