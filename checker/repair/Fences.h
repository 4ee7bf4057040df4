// (TSO, PSO) Fences that forbid store-buffer reorderings: from the non-SC
// cycle of a failing exhaustive exploration's witness, or from the SC
// robustness monitor's violations (--check=robustness).
#pragma once

#include "explore/Explorer.h"
#include "repair/Conflict.h"
#include "report/Report.h"

#include <optional>
#include <string>

namespace wmc::repair {

/// An error whose witness is not SC: a cycle in po ∪ rf ∪ co ∪ fr that the
/// model allowed because a store was still buffered. The cycle is forbidden
/// once EVERY relaxed program-order segment of it (a write followed by a
/// read, or under PSO by a write to another location) has a fence: after
/// the write's statement, full for a later read, store-store for a later
/// write.
std::optional<Conflict> storeBufferCycle(const FoundError &err, const Describer &d, bool pso,
                                         std::string &why);

/// A `not-robust` error of the robustness monitor: its first two events are
/// the store that waits in its buffer and the later access of its thread
/// that overtakes it. A fence after any store from the delayed one up to
/// the overtaking access (full before a load, store-store before a store)
/// removes this way of leaving SC; every violation must be removed.
std::optional<Conflict> robustnessViolation(const FoundError &err, const Describer &d,
                                            std::string_view weakModel, std::string &why);

} // namespace wmc::repair
