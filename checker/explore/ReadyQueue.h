// The scheduler's candidates: threads that were made runnable, lowest id
// first. A min-heap with lazy deletion: a thread that stops qualifying (it
// waits, blocks, finishes, or stops replaying) stays in the heap until it
// reaches the top, where the caller's test drops it. Finding the next
// thread is O(log n) however many threads a launch created.
#pragma once

#include "graph/Types.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace wmc {

class ReadyQueue {
public:
  void clear() {
    heap_.clear();
    queued_.clear();
  }
  /// Adds t (once: a queued thread is not added again).
  void push(ThreadId t) {
    if (t >= queued_.size())
      queued_.resize(t + 1, false);
    if (queued_[t])
      return;
    queued_[t] = true;
    heap_.push_back(t);
    std::push_heap(heap_.begin(), heap_.end(), std::greater<>{});
  }
  /// The lowest queued thread for which qualifies(t) holds; the threads
  /// below it that do not qualify are dropped.
  template <typename Qualifies> std::optional<ThreadId> lowest(Qualifies &&qualifies) {
    while (!heap_.empty()) {
      ThreadId t = heap_.front();
      if (qualifies(t))
        return t;
      std::pop_heap(heap_.begin(), heap_.end(), std::greater<>{});
      heap_.pop_back();
      queued_[t] = false;
    }
    return std::nullopt;
  }

private:
  std::vector<ThreadId> heap_;
  std::vector<bool> queued_;
};

} // namespace wmc
