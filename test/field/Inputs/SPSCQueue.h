// rigtorp-style SPSCQueue<T> (written for this corpus): used by
// rigtorp_spsc_queue.cpp and rigtorp_spsc_global.cpp.
#pragma once
#include <atomic>
#include <cstddef>
#include <new>

#ifdef RELAXED_PUBLISH
constexpr std::memory_order kPublish = std::memory_order_relaxed;
#else
constexpr std::memory_order kPublish = std::memory_order_release;
#endif

template <typename T> class SPSCQueue {
public:
  explicit SPSCQueue(std::size_t capacity) : capacity_(capacity + 1) {
    slots_ = static_cast<T *>(::operator new(capacity_ * sizeof(T)));
  }
  ~SPSCQueue() {
    while (front())
      pop();
    ::operator delete(slots_);
  }
  SPSCQueue(const SPSCQueue &) = delete;
  SPSCQueue &operator=(const SPSCQueue &) = delete;

  void push(const T &v) {
    auto const writeIdx = writeIdx_.load(std::memory_order_relaxed);
    auto nextWriteIdx = writeIdx + 1;
    if (nextWriteIdx == capacity_)
      nextWriteIdx = 0;
    while (nextWriteIdx == readIdxCache_)
      readIdxCache_ = readIdx_.load(std::memory_order_acquire);
    new (&slots_[writeIdx]) T(v);
    writeIdx_.store(nextWriteIdx, kPublish);
  }

  T *front() {
    auto const readIdx = readIdx_.load(std::memory_order_relaxed);
    if (readIdx == writeIdxCache_) {
      writeIdxCache_ = writeIdx_.load(std::memory_order_acquire);
      if (writeIdxCache_ == readIdx)
        return nullptr;
    }
    return &slots_[readIdx];
  }

  void pop() {
    auto const readIdx = readIdx_.load(std::memory_order_relaxed);
    slots_[readIdx].~T();
    auto nextReadIdx = readIdx + 1;
    if (nextReadIdx == capacity_)
      nextReadIdx = 0;
    readIdx_.store(nextReadIdx, std::memory_order_release);
  }

private:
  std::size_t capacity_;
  T *slots_;
  alignas(64) std::atomic<std::size_t> writeIdx_{0};
  alignas(64) std::size_t readIdxCache_ = 0;
  alignas(64) std::atomic<std::size_t> readIdx_{0};
  alignas(64) std::size_t writeIdxCache_ = 0;
};
