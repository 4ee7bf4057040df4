// rigtorp-style MPMCQueue<T>: a ring of slots, each with a `turn` counter;
// push/pop take a ticket with fetch_add on head_/tail_ and wait for their
// slot's turn. Two producer threads push 1 and 2; the consumer (main) pops
// twice, blocking.
//
// Correct version: no error under SC, TSO, PSO and RC11. Exact count, 2
// complete executions under each: the order of the producers' fetch_adds on
// head_ decides which value goes to slot 0; each producer's turn wait reads
// the initial 0 (the consumer only writes a turn after reading the
// producer's own later store); the consumer's turn waits either read the
// producer's store (complete) or the old turn (blocked, an await); tail_ is
// only touched by the consumer.
//
// Buggy twin (-DRELAXED_TURN): the turn store that publishes a slot is
// relaxed. Under RC11 the consumer's read of the value races with the
// producer's write.
//
// RUN: %expect 0 %wmc check --model=sc %s | FileCheck %s --check-prefix=OK -DM=SC
// RUN: %expect 0 %wmc check --model=tso %s | FileCheck %s --check-prefix=OK -DM=TSO
// RUN: %expect 0 %wmc check --model=pso %s | FileCheck %s --check-prefix=OK -DM=PSO
// RUN: %expect 0 %wmc check --model=rc11 %s | FileCheck %s --check-prefix=OK -DM=RC11
// RUN: %expect 1 %wmc check --model=rc11 %s -- -DRELAXED_TURN | FileCheck %s --check-prefix=BUG
//
// OK-NOT: error:
// OK: Summary: model=[[M]] complete=2 erroneous=0 {{.*}}errors=0
#include <atomic>
#include <cassert>
#include <cstddef>
#include <memory>
#include <new>
#include <pthread.h>

#ifdef RELAXED_TURN
constexpr std::memory_order kTurnStore = std::memory_order_relaxed;
#else
constexpr std::memory_order kTurnStore = std::memory_order_release;
#endif

template <typename T> struct Slot {
  ~Slot() {
    if (turn & 1)
      destroy();
  }
  template <typename... Args> void construct(Args &&...args) {
    new (&storage) T(std::forward<Args>(args)...);
  }
  void destroy() { reinterpret_cast<T *>(&storage)->~T(); }
  T &&move() { return reinterpret_cast<T &&>(storage); }

  alignas(64) std::atomic<std::size_t> turn = {0};
  alignas(T) unsigned char storage[sizeof(T)];
};

template <typename T> class MPMCQueue {
public:
  explicit MPMCQueue(std::size_t capacity) : capacity_(capacity) {
    slots_ = static_cast<Slot<T> *>(::operator new(sizeof(Slot<T>) * (capacity_ + 1)));
    for (std::size_t i = 0; i < capacity_; ++i)
      new (&slots_[i]) Slot<T>();
  }
  ~MPMCQueue() {
    for (std::size_t i = 0; i < capacity_; ++i)
      slots_[i].~Slot();
    ::operator delete(slots_);
  }

  void push(const T &v) {
    auto const head = head_.fetch_add(1);
    auto &slot = slots_[idx(head)];
    while (turn(head) * 2 != slot.turn.load(std::memory_order_acquire))
      ;
    slot.construct(v);
    slot.turn.store(turn(head) * 2 + 1, kTurnStore);
  }

  void pop(T &v) {
    auto const tail = tail_.fetch_add(1);
    auto &slot = slots_[idx(tail)];
    while (turn(tail) * 2 + 1 != slot.turn.load(std::memory_order_acquire))
      ;
    v = slot.move(); // BUG: error: data-race: {{.*}} at {{.*}}rigtorp_mpmc_queue.cpp:[[@LINE]]
    slot.destroy();
    slot.turn.store(turn(tail) * 2 + 2, std::memory_order_release);
  }

private:
  std::size_t idx(std::size_t i) const noexcept { return i % capacity_; }
  std::size_t turn(std::size_t i) const noexcept { return i / capacity_; }

  const std::size_t capacity_;
  Slot<T> *slots_;
  alignas(64) std::atomic<std::size_t> head_{0};
  alignas(64) std::atomic<std::size_t> tail_{0};
};

static MPMCQueue<int> *queue;
static const int values[2] = {1, 2};

static void *producer(void *arg) {
  queue->push(*static_cast<const int *>(arg));
  return nullptr;
}

int main() {
  MPMCQueue<int> q(2);
  queue = &q;
  pthread_t p[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&p[i], nullptr, producer, const_cast<int *>(&values[i]));
  int a = 0, b = 0;
  q.pop(a);
  q.pop(b);
  assert(a + b == 3 && a != b);
  for (auto &t : p)
    pthread_join(t, nullptr);
  return 0;
}
