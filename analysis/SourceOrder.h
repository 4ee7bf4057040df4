// Sorting AST things into the order they appear in the translation unit.
// Equal positions keep their order. (std::stable_sort would do, but with
// clang 19 and libstdc++ 12 its temporary buffer is a deprecation warning
// at every instantiation.)
#ifndef WMC_ANALYSIS_SOURCEORDER_H
#define WMC_ANALYSIS_SOURCEORDER_H

#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

namespace wmc::analysis {

/// Sorts `items` by `locOf(item)` (a SourceLocation) in translation-unit
/// order; items at the same location stay in their order.
template <class T, class LocOf>
void sortInSourceOrder(std::vector<T> &items, const clang::SourceManager &sm, LocOf locOf) {
  std::vector<size_t> order(items.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    clang::SourceLocation la = locOf(items[a]), lb = locOf(items[b]);
    if (sm.isBeforeInTranslationUnit(la, lb))
      return true;
    if (sm.isBeforeInTranslationUnit(lb, la))
      return false;
    return a < b;
  });
  std::vector<T> sorted;
  sorted.reserve(items.size());
  for (size_t i : order)
    sorted.push_back(std::move(items[i]));
  items = std::move(sorted);
}

} // namespace wmc::analysis

#endif // WMC_ANALYSIS_SOURCEORDER_H
