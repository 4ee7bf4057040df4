// Binary relations over a small set of events {0..n-1} as bit matrices, with
// the operators of herd's .cat language: union |, intersection &, difference
// -, sequence ;, inverse ^-1, transitive closure +, identity on a set [S],
// product S*S', acyclic and empty.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace wmc::test {

/// A set of events: set[i] says whether event i is in it.
using EventSet = std::vector<bool>;

class Relation {
public:
  explicit Relation(size_t n = 0);
  size_t size() const { return n_; }
  void add(size_t a, size_t b) { row(a)[b / 64] |= uint64_t(1) << (b % 64); }
  bool has(size_t a, size_t b) const { return (row(a)[b / 64] >> (b % 64)) & 1; }
  bool empty() const;
  /// Calls f(b) for every b with (a, b) in the relation.
  template <typename F> void forEachSuccessor(size_t a, F &&f) const {
    for (size_t w = 0; w < words_; ++w)
      for (uint64_t bits = row(a)[w]; bits; bits &= bits - 1)
        f(w * 64 + static_cast<size_t>(std::countr_zero(bits)));
  }
  size_t count() const;

  Relation operator|(const Relation &o) const;
  Relation operator&(const Relation &o) const;
  Relation operator-(const Relation &o) const;
  /// Sequential composition: (a,c) iff (a,b) in this and (b,c) in o.
  Relation seq(const Relation &o) const;
  Relation inverse() const;
  /// Transitive closure.
  Relation plus() const;
  /// r?: r or the identity.
  Relation opt() const;
  /// [S]; r (the pairs whose first event is in S), without building [S].
  Relation from(const EventSet &s) const;
  /// r; [S] (the pairs whose second event is in S).
  Relation to(const EventSet &s) const;
  bool acyclic() const;

  /// [S]: the identity on S.
  static Relation identity(const EventSet &s);
  /// S × T.
  static Relation product(const EventSet &s, const EventSet &t);

  friend bool operator==(const Relation &, const Relation &) = default;

private:
  size_t n_ = 0;
  size_t words_ = 0;
  std::vector<uint64_t> bits_; ///< row-major, words_ words per row
  uint64_t *row(size_t a) { return bits_.data() + a * words_; }
  const uint64_t *row(size_t a) const { return bits_.data() + a * words_; }
};

} // namespace wmc::test
