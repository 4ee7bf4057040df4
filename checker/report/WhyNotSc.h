// Explains why a weak-memory witness is not sequentially consistent: finds a
// cycle in po ∪ rf ∪ co ∪ fr and describes each step, naming the program-order
// pairs that the model relaxed: in the hardware models' terms (a store still
// in its store buffer), or in C11's under RC11 and SRC11 (no happens-before).
#pragma once

#include "report/Report.h"

#include <string>
#include <string_view>
#include <vector>

namespace wmc {

/// One edge of a cycle in po ∪ rf ∪ co ∪ fr (Sync: create/join).
struct ScCycleStep {
  enum class Edge { Po, Rf, Co, Fr, Sync };
  EventId from, to;
  Edge kind;
};

/// A cycle in po ∪ rf ∪ co ∪ fr (po between consecutive events of a
/// thread), or empty when g is SC.
std::vector<ScCycleStep> findNonScCycle(const Graph &g);

/// Why the program-order step from `a` to `b` may be broken (", but ..."),
/// or "" when the step is not one the models relax (it starts at a load).
/// `c11`: in C11's terms (RC11, SRC11), else the store buffers'.
std::string relaxedPoReason(const Event &a, const Event &b, bool c11);

/// Empty if g is SC (or the model is SC).
std::vector<std::string> explainNotSc(const Graph &g, const Explorer &ex, const Describer &d,
                                      std::string_view model);

} // namespace wmc
