#include "Poly.h"

#include <algorithm>

namespace wmc::analysis {

Poly Poly::constant(int64_t c) {
  Poly p;
  if (c != 0)
    p.terms_[{}] = c;
  return p;
}

Poly Poly::atom(int id) {
  Poly p;
  p.terms_[{id}] = 1;
  return p;
}

Poly Poly::operator+(const Poly &other) const {
  Poly sum = *this;
  for (const auto &[monomial, coefficient] : other.terms_)
    if ((sum.terms_[monomial] += coefficient) == 0)
      sum.terms_.erase(monomial);
  return sum;
}

Poly Poly::operator-(const Poly &other) const { return *this + other * constant(-1); }

Poly Poly::operator*(const Poly &other) const {
  Poly product;
  for (const auto &[ma, ca] : terms_)
    for (const auto &[mb, cb] : other.terms_) {
      Monomial m = ma;
      m.insert(m.end(), mb.begin(), mb.end());
      std::sort(m.begin(), m.end());
      if ((product.terms_[m] += ca * cb) == 0)
        product.terms_.erase(m);
    }
  return product;
}

std::optional<int64_t> Poly::asConstant() const {
  if (terms_.empty())
    return 0;
  if (terms_.size() == 1 && terms_.begin()->first.empty())
    return terms_.begin()->second;
  return std::nullopt;
}

bool Poly::isNonNegative() const {
  return std::all_of(terms_.begin(), terms_.end(), [](const auto &t) { return t.second >= 0; });
}

Poly Poly::renamed(const std::map<int, int> &atoms) const {
  Poly result;
  for (const auto &[monomial, coefficient] : terms_) {
    Monomial m;
    for (int id : monomial) {
      auto to = atoms.find(id);
      m.push_back(to == atoms.end() ? id : to->second);
    }
    std::sort(m.begin(), m.end());
    result.terms_[m] += coefficient;
  }
  return result;
}

Poly Poly::substituted(int id, int64_t value) const {
  Poly result;
  for (const auto &[monomial, coefficient] : terms_) {
    Poly term = Poly::constant(coefficient);
    for (int atom : monomial)
      term = term * (atom == id ? Poly::constant(value) : Poly::atom(atom));
    result = result + term;
  }
  return result;
}

} // namespace wmc::analysis
