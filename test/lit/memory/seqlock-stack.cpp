// rigtorp's Seqlock (github.com/rigtorp/Seqlock) on main's stack: main
// value-initialises it (a memset of its own stack, no events while no other
// thread has touched those bytes), a writer copies a 12-byte struct into it,
// a reader copies it out into its own stack. The reader's loads create
// locations over bytes main wrote without events, so the exploration
// restarts and main's initialisation becomes stores that the reader can read
// (docs/architecture.md "Locations"). Before, this stopped as "not
// deterministic" or gave false assertion failures.
//
// Expected under SC. The writer's events are Ws1 Wa Wb Wc Ws2 (seq 1, the
// three fields, seq 2); the reader's loop is a spin loop (only reads), so it
// runs one iteration: Rs0 Ra Rb Rc Rs1, and a failed iteration does not go
// on. In SC each read sees the writes that precede it in one interleaving,
// so an execution is a nondecreasing choice of how many writer events
// precede each read; the distinct outcomes (seq0, a, b, c, seq1) number 34.
// The copy is accepted when seq0 == seq1 and even: all 0 or all new (2
// complete). The other 32 fail: 16 with seq1 == 1, 16 with seq1 == 2
// (seq1 == 0 forces all 0). The writer, created first, runs before the
// reader, so when Rs1 is added Ws1 is already overwritten by Ws2: the 16
// runs that fail on seq1 == 1 are stopped at a stale await (not counted as
// blocked); the 16 that read Ws2, the last write, are blocked. BROKEN
// drops the odd check, so seq0 == seq1 == 1 also accepts: 10 accepted, 6
// of them torn (fields differ): complete=4 erroneous=6 blocked=24 with
// --wmc-keep-going (which stops no run at a stale await). TSO gives the SC counts: it only lets a
// write pass a later read, and the writer reads only before its writes.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=TSO
// RUN: %clang --driver-mode=g++ -std=c++20 -DBROKEN -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t.broken %wmc_rt
// RUN: not %t.broken --wmc-keep-going | FileCheck %s --check-prefix=CHECK-BROKEN
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=2 erroneous=0 blocked=16 errors=0
// CHECK-NEXT: note: 16 runs stopped at an await that failed on an overwritten value
// TSO: Summary: model=TSO complete=2 erroneous=0 blocked=16 errors=0
// TSO-NEXT: note: 16 runs stopped at an await that failed on an overwritten value
#include <atomic>
#include <cstddef>
#include <pthread.h>
#include <wmc/wmc.h>

template <typename T> class Seqlock {
public:
  T load() const noexcept {
    T copy;
    std::size_t seq0, seq1;
    do {
      seq0 = seq_.load(std::memory_order_acquire);
      std::atomic_signal_fence(std::memory_order_acq_rel);
      copy = value_;
      std::atomic_signal_fence(std::memory_order_acq_rel);
      seq1 = seq_.load(std::memory_order_acquire);
#ifdef BROKEN // a copy taken during a store (odd sequence) is accepted
    } while (seq0 != seq1);
#else
    } while (seq0 != seq1 || seq0 & 1);
#endif
    return copy;
  }

  void store(const T &desired) noexcept {
    std::size_t seq0 = seq_.load(std::memory_order_relaxed);
    seq_.store(seq0 + 1, std::memory_order_release);
    std::atomic_signal_fence(std::memory_order_acq_rel);
    value_ = desired;
    std::atomic_signal_fence(std::memory_order_acq_rel);
    seq_.store(seq0 + 2, std::memory_order_release);
  }

private:
  std::atomic<std::size_t> seq_{0};
  T value_{};
};

struct Data {
  int a, b, c;
};

static void *writer(void *arg) {
  static_cast<Seqlock<Data> *>(arg)->store(Data{1, 1, 1});
  return nullptr;
}

static void *reader(void *arg) {
  Data d = static_cast<Seqlock<Data> *>(arg)->load();
  wmc_assert(d.a == d.b && d.b == d.c); // CHECK-BROKEN: error: assertion-failure: {{.*}}seqlock-stack.cpp:[[@LINE]]
  return nullptr;
}

int main() {
  Seqlock<Data> lock;
  pthread_t w, r;
  pthread_create(&w, nullptr, writer, &lock);
  pthread_create(&r, nullptr, reader, &lock);
  pthread_join(w, nullptr);
  pthread_join(r, nullptr);
  return 0;
}

// CHECK-BROKEN: Summary: model=SC complete=4 erroneous=6 blocked=24 errors=1
