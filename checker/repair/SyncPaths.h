// Ways to make one access happen before another by strengthening orders: a
// chain of reads-from edges of the witness from the first access's thread
// to the second's (a "flag" per hop), each hop made to synchronise: release
// on its store (or on a fence between the chain's arrival in the thread and
// the store), acquire on its load (or on a fence after it), scopes that
// include both threads (scoped RC11), a plain flag made atomic.
#pragma once

#include "graph/Graph.h"
#include "repair/Conflict.h"
#include "report/Report.h"

#include <vector>

namespace wmc::repair {

/// One formula per chain of at most `maxHops` reads-from edges of g that
/// leads from a (after it in its thread, or a itself when it is an atomic
/// store) to b (before it in its thread),
/// through threads other than a's and b's in between, none twice: the
/// changes that make a happen before b along that chain. Each is
/// sufficient; chains that need no change are left out (along them a
/// already happens before b), and so are other flags at a's location. At most
/// `maxOptions` chains. `scoped`: the orders are scoped RC11's, which
/// reads a CUDA volatile access as relaxed (rc11OrderOf), so a volatile
/// flag is an atomic one there.
std::vector<Formula> syncOptions(const Graph &g, const Describer &d, EventId a, EventId b,
                                 bool scoped = false, unsigned maxHops = 3, size_t maxOptions = 64);

} // namespace wmc::repair
