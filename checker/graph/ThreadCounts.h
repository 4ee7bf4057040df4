// A persistent map from thread to a count (0 for threads not in it): the
// part of a view about other threads. It is a radix trie over the thread id
// whose nodes are shared between copies and never changed, so copying is
// O(1), a lookup O(log n), and joining a view that adds one thread costs a
// path of new nodes instead of a copy of one entry per thread. Memory per
// event stays constant in the number of threads (a GPU launch of 64k
// threads joined by its host).
#pragma once

#include "graph/Types.h"

#include <array>
#include <cstdint>
#include <memory>

namespace wmc {

class ThreadCounts {
public:
  uint32_t get(ThreadId t) const;
  /// Pointwise maximum with o. Shares every node of this map that o does
  /// not raise, and every subtree of o where this map has nothing; returns
  /// true if anything grew.
  bool joinFrom(const ThreadCounts &o);
  /// Raises thread t's count to at least n; true if it grew.
  bool raise(ThreadId t, uint32_t n);
  bool empty() const { return root_ == nullptr; }

  static constexpr unsigned kBits = 4;
  static constexpr unsigned kFan = 1u << kBits;

private:
  struct Node {};
  struct Leaf : Node {
    std::array<uint32_t, kFan> counts{};
  };
  struct Inner : Node {
    std::array<std::shared_ptr<const Node>, kFan> kids{};
  };
  using Ptr = std::shared_ptr<const Node>;

  /// Threads [0, capacity) fit under a root of this height (0 = one leaf).
  static uint64_t capacity(uint8_t height) { return uint64_t{1} << (kBits * (height + 1u)); }
  static unsigned slot(ThreadId t, uint8_t level) { return (t >> (kBits * level)) & (kFan - 1); }
  /// Grows the root until thread t fits.
  void lift(ThreadId t);
  /// The pointwise maximum of a (height ha) and b (height hb <= ha; both
  /// cover the first threads of their range); a itself when b raises nothing.
  static Ptr merge(const Ptr &a, uint8_t ha, const Ptr &b, uint8_t hb);
  static Ptr raised(const Ptr &n, uint8_t height, ThreadId t, uint32_t count);

  Ptr root_;
  uint8_t height_ = 0;
};

} // namespace wmc
