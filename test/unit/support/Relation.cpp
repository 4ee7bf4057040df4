#include "support/Relation.h"

#include <algorithm>
#include <cassert>

namespace wmc::test {

Relation::Relation(size_t n) : n_(n), words_((n + 63) / 64), bits_(n * ((n + 63) / 64), 0) {}

bool Relation::empty() const {
  for (uint64_t w : bits_)
    if (w)
      return false;
  return true;
}

size_t Relation::count() const {
  size_t c = 0;
  for (uint64_t w : bits_)
    c += static_cast<size_t>(std::popcount(w));
  return c;
}

Relation Relation::operator|(const Relation &o) const {
  assert(n_ == o.n_);
  Relation r = *this;
  for (size_t i = 0; i < bits_.size(); ++i)
    r.bits_[i] |= o.bits_[i];
  return r;
}

Relation Relation::operator&(const Relation &o) const {
  assert(n_ == o.n_);
  Relation r = *this;
  for (size_t i = 0; i < bits_.size(); ++i)
    r.bits_[i] &= o.bits_[i];
  return r;
}

Relation Relation::operator-(const Relation &o) const {
  assert(n_ == o.n_);
  Relation r = *this;
  for (size_t i = 0; i < bits_.size(); ++i)
    r.bits_[i] &= ~o.bits_[i];
  return r;
}

Relation Relation::seq(const Relation &o) const {
  assert(n_ == o.n_);
  Relation r(n_);
  for (size_t a = 0; a < n_; ++a)
    forEachSuccessor(a, [&](size_t b) {
      for (size_t w = 0; w < words_; ++w)
        r.row(a)[w] |= o.row(b)[w];
    });
  return r;
}

Relation Relation::inverse() const {
  Relation r(n_);
  for (size_t a = 0; a < n_; ++a)
    forEachSuccessor(a, [&](size_t b) { r.add(b, a); });
  return r;
}

Relation Relation::plus() const {
  Relation r = *this; // Warshall
  for (size_t k = 0; k < n_; ++k)
    for (size_t a = 0; a < n_; ++a)
      if (r.has(a, k))
        for (size_t w = 0; w < words_; ++w)
          r.row(a)[w] |= r.row(k)[w];
  return r;
}

Relation Relation::opt() const {
  Relation r = *this;
  for (size_t a = 0; a < n_; ++a)
    r.add(a, a);
  return r;
}

Relation Relation::from(const EventSet &s) const {
  assert(s.size() == n_);
  Relation r = *this;
  for (size_t a = 0; a < n_; ++a)
    if (!s[a])
      std::fill(r.row(a), r.row(a) + words_, 0);
  return r;
}

Relation Relation::to(const EventSet &s) const {
  assert(s.size() == n_);
  std::vector<uint64_t> mask(words_, 0);
  for (size_t b = 0; b < n_; ++b)
    if (s[b])
      mask[b / 64] |= uint64_t(1) << (b % 64);
  Relation r = *this;
  for (size_t a = 0; a < n_; ++a)
    for (size_t w = 0; w < words_; ++w)
      r.row(a)[w] &= mask[w];
  return r;
}

bool Relation::acyclic() const {
  Relation c = plus();
  for (size_t a = 0; a < n_; ++a)
    if (c.has(a, a))
      return false;
  return true;
}

Relation Relation::identity(const EventSet &s) {
  Relation r(s.size());
  for (size_t a = 0; a < s.size(); ++a)
    if (s[a])
      r.add(a, a);
  return r;
}

Relation Relation::product(const EventSet &s, const EventSet &t) {
  assert(s.size() == t.size());
  Relation r(s.size());
  for (size_t a = 0; a < s.size(); ++a)
    if (s[a])
      for (size_t b = 0; b < t.size(); ++b)
        if (t[b])
          r.add(a, b);
  return r;
}

} // namespace wmc::test
