#include "graph/ThreadCounts.h"

#include <algorithm>

namespace wmc {

uint32_t ThreadCounts::get(ThreadId t) const {
  if (t >= capacity(height_))
    return 0;
  const Node *n = root_.get();
  for (uint8_t level = height_; n && level > 0; --level)
    n = static_cast<const Inner *>(n)->kids[slot(t, level)].get();
  return n ? static_cast<const Leaf *>(n)->counts[slot(t, 0)] : 0;
}

void ThreadCounts::lift(ThreadId t) {
  while (t >= capacity(height_)) {
    if (root_) {
      auto up = std::make_shared<Inner>();
      up->kids[0] = std::move(root_);
      root_ = std::move(up);
    }
    ++height_;
  }
}

bool ThreadCounts::raise(ThreadId t, uint32_t n) {
  if (n == 0 || get(t) >= n)
    return false;
  lift(t);
  root_ = raised(root_, height_, t, n);
  return true;
}

ThreadCounts::Ptr ThreadCounts::raised(const Ptr &n, uint8_t height, ThreadId t, uint32_t count) {
  if (height == 0) {
    auto leaf = n ? std::make_shared<Leaf>(*static_cast<const Leaf *>(n.get()))
                  : std::make_shared<Leaf>();
    uint32_t &c = leaf->counts[slot(t, 0)];
    c = std::max(c, count);
    return leaf;
  }
  auto inner = n ? std::make_shared<Inner>(*static_cast<const Inner *>(n.get()))
                 : std::make_shared<Inner>();
  Ptr &kid = inner->kids[slot(t, height)];
  kid = raised(kid, static_cast<uint8_t>(height - 1), t, count);
  return inner;
}

bool ThreadCounts::joinFrom(const ThreadCounts &o) {
  if (!o.root_ || o.root_ == root_)
    return false;
  if (o.height_ > height_)
    lift(static_cast<ThreadId>(capacity(o.height_) - 1));
  Ptr joined = merge(root_, height_, o.root_, o.height_);
  if (joined == root_)
    return false;
  root_ = std::move(joined);
  return true;
}

ThreadCounts::Ptr ThreadCounts::merge(const Ptr &a, uint8_t ha, const Ptr &b, uint8_t hb) {
  if (!b || a == b)
    return a;
  if (!a && ha == hb)
    return b; // nothing to merge with: share b whole
  if (ha == 0) { // hb == 0 too
    const auto &bc = static_cast<const Leaf *>(b.get())->counts;
    const Leaf *al = static_cast<const Leaf *>(a.get());
    std::shared_ptr<Leaf> out;
    for (unsigned i = 0; i < kFan; ++i) {
      if (bc[i] <= (al ? al->counts[i] : 0))
        continue;
      if (!out)
        out = al ? std::make_shared<Leaf>(*al) : std::make_shared<Leaf>();
      out->counts[i] = bc[i];
    }
    return out ? Ptr(std::move(out)) : a;
  }
  const Inner *ai = static_cast<const Inner *>(a.get());
  std::shared_ptr<Inner> out;
  auto uh = static_cast<uint8_t>(ha - 1);
  auto put = [&](unsigned i, Ptr kid) {
    if (kid == (ai ? ai->kids[i] : nullptr))
      return;
    if (!out)
      out = ai ? std::make_shared<Inner>(*ai) : std::make_shared<Inner>();
    out->kids[i] = std::move(kid);
  };
  static const Ptr none;
  if (hb < ha) { // b covers the first kFan^(hb+1) threads: a's first subtree
    put(0, merge(ai ? ai->kids[0] : none, uh, b, hb));
  } else {
    const Inner *bi = static_cast<const Inner *>(b.get());
    for (unsigned i = 0; i < kFan; ++i)
      if (bi->kids[i])
        put(i, merge(ai ? ai->kids[i] : none, uh, bi->kids[i], uh));
  }
  return out ? Ptr(std::move(out)) : a;
}

} // namespace wmc
