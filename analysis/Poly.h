// Polynomials with integer coefficients over numbered "atoms" (opaque
// uniform values): the coefficients and remainders of ThreadIndex's forms.
#ifndef WMC_ANALYSIS_POLY_H
#define WMC_ANALYSIS_POLY_H

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace wmc::analysis {

// A sum of integer multiples of products of atoms (atom ids, sorted).
class Poly {
public:
  using Monomial = std::vector<int>;
  Poly() = default;
  static Poly constant(int64_t c);
  static Poly atom(int id);

  Poly operator+(const Poly &other) const;
  Poly operator-(const Poly &other) const;
  Poly operator*(const Poly &other) const;
  bool operator==(const Poly &other) const { return terms_ == other.terms_; }

  bool isZero() const { return terms_.empty(); }
  std::optional<int64_t> asConstant() const;
  // Every coefficient >= 0 (atoms are assumed non-negative).
  bool isNonNegative() const;
  const std::map<Monomial, int64_t> &terms() const { return terms_; }
  Poly renamed(const std::map<int, int> &atoms) const;
  // This polynomial with atom `id` replaced by the constant `value`.
  Poly substituted(int id, int64_t value) const;

private:
  std::map<Monomial, int64_t> terms_;
};

} // namespace wmc::analysis

#endif
