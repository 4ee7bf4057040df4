// A view (vector clock): for each thread, how many of its first events are
// included. Used for porf-prefixes (TruSt revisits) and hb (RC11).
#pragma once

#include "graph/EventId.h"

#include <algorithm>
#include <vector>

namespace wmc {

class View {
public:
  bool contains(EventId e) const {
    if (e.isInit())
      return true;
    return e.thread < counts_.size() && counts_[e.thread] > e.index;
  }
  uint32_t count(ThreadId t) const { return t < counts_.size() ? counts_[t] : 0; }
  /// Includes the first n events of thread t.
  void raise(ThreadId t, uint32_t n) {
    if (t >= counts_.size())
      counts_.resize(t + 1, 0);
    counts_[t] = std::max(counts_[t], n);
  }
  void include(EventId e) {
    if (!e.isInit())
      raise(e.thread, e.index + 1);
  }
  void join(const View &o) {
    if (o.counts_.size() > counts_.size())
      counts_.resize(o.counts_.size(), 0);
    for (size_t i = 0; i < o.counts_.size(); ++i)
      counts_[i] = std::max(counts_[i], o.counts_[i]);
  }
  size_t size() const { return counts_.size(); }

private:
  std::vector<uint32_t> counts_;
};

} // namespace wmc
