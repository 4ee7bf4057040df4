// What the conflict collectors share: the source key of an event's site, the
// scope level that includes another thread, the change that makes a global
// variable atomic, and formulas that may already hold.
#pragma once

#include "graph/Graph.h"
#include "repair/Conflict.h"
#include "report/Report.h"

#include <optional>
#include <string>
#include <vector>

namespace wmc::repair {

SiteKey keyOf(const Describer &d, SiteId site);

/// Does event e have a source line a change could be made at?
bool hasSourceLine(const Describer &d, const Event &e);

/// The narrowest scope level at which an access of thread t includes
/// thread `other` (3 if none does).
uint8_t neededLevel(const Graph &g, ThreadId t, ThreadId other);

/// The change that makes every plain access of the global variable that
/// `e` touches atomic, at `level` (1 relaxed, 2 release/acquire); nullopt
/// (and `why`) when `e` is not in a global variable or has no source line.
std::optional<Formula> makeAtomic(const Describer &d, const Event &e, uint8_t level,
                                  std::string &why);

/// The formula that always holds (no change needed).
Formula alwaysHolds();
bool holdsAlways(const Formula &f);
/// `parts` all hold: parts that always hold are dropped.
Formula allOf(std::vector<Formula> parts);
/// One of `parts` holds: always, if one of them always holds.
Formula anyOf(std::vector<Formula> parts);

} // namespace wmc::repair
