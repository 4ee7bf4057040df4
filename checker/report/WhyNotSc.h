// Explains why a weak-memory witness is not sequentially consistent: finds a
// cycle in po ∪ rf ∪ co ∪ fr and describes each step, naming the program-order
// pairs that the model relaxed (a store still in its store buffer).
#pragma once

#include "report/Report.h"

#include <string>
#include <string_view>
#include <vector>

namespace wmc {

/// Empty if g is SC (or the model is SC).
std::vector<std::string> explainNotSc(const Graph &g, const Explorer &ex, const Describer &d,
                                      std::string_view model);

} // namespace wmc
