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

#include "graph/ThreadCounts.h"

namespace wmc {

/// The porf-prefix of one event. The part about other threads is shared with
/// the events before it in program order and with the views it was joined
/// from (a persistent map: see ThreadCounts), so copying graphs and adding
/// events rarely allocate, and a view costs memory for the threads it gained
/// only, not for every thread of the program.
class PorfView {
public:
  bool contains(EventId e) const {
    if (e.isInit())
      return true;
    if (e.thread == thread_)
      return e.index < own_;
    return others_.get(e.thread) > e.index;
  }
  /// True if this is a view of event e (not a default or stale one).
  bool isOf(EventId e) const { return thread_ == e.thread && own_ == e.index + 1; }
  uint32_t count(ThreadId t) const { return t == thread_ ? own_ : others_.get(t); }
  /// The view of event e, given the view of its po-predecessor (if any).
  static PorfView after(const PorfView *prev, EventId e) {
    PorfView v;
    v.thread_ = e.thread;
    v.own_ = e.index + 1;
    if (prev)
      v.others_ = prev->others_;
    return v;
  }
  /// Adds every event of o (o's events of this view's own thread are already
  /// po-before it).
  void join(const PorfView &o) {
    others_.joinFrom(o.others_);
    if (o.thread_ != thread_)
      others_.raise(o.thread_, o.own_);
  }

private:
  /// Other threads. An entry for thread_ (from a joined view, which is
  /// po-before this event) is never above own_, and count() ignores it:
  /// keeping it lets joins share o's nodes whole.
  ThreadCounts others_;
  ThreadId thread_ = 0;
  uint32_t own_ = 0;
};

} // namespace wmc
