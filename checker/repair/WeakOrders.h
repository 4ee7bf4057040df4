// (RC11, scoped RC11) A failure, such as an assertion, that the program shows
// only because of weak orders: the strengthened orders that forbid it.
#pragma once

#include "explore/Explorer.h"
#include "repair/Conflict.h"
#include "report/Report.h"

#include <optional>
#include <string>

namespace wmc::repair {

/// The failing prefix of the witness is the porf-prefix of the failing
/// thread's last event: every execution that contains it fails the same
/// way, and it is gone once it is inconsistent under the changed orders.
/// It is, when one of these holds (the conflict is their disjunction):
///  * coherence: two accesses a, b of one location with b eco a, and a
///    chain of flags (SyncPaths) that makes a happen before b;
///  * SC: a cycle of po ∪ rf ∪ co ∪ fr in the prefix that enters every
///    thread once, with every access where it enters or leaves a thread
///    seq_cst (then the cycle is in psc; scoped RC11 also needs scopes
///    that include the other end of each edge between threads).
/// Each option is sufficient; the re-exploration checks the whole program.
/// Nullopt (and `why`) when there is none, e.g. when the prefix is SC.
/// `scoped`: the model is scoped RC11 (a CUDA volatile access is relaxed).
std::optional<Conflict> weakOrderFailure(const FoundError &err, const Describer &d, bool scoped,
                                         std::string &why);

} // namespace wmc::repair
