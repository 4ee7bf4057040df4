// Chooses the smallest set of changes that removes every conflict: Z3
// Optimize, one Boolean per (site, kind, level); minimises first the number
// of source edits (sites x kinds changed), then the total strength (the sum
// of the chosen levels).
#pragma once

#include "repair/Conflict.h"

#include <optional>
#include <vector>

namespace wmc::repair {

/// The changes (at most one per site and kind, sorted), or nullopt when no
/// set of changes satisfies every conflict.
std::optional<std::vector<Change>> solve(const std::vector<Conflict> &conflicts);

/// The reasons of the conflicts whose formula mentions c's (site, kind),
/// each once, joined with "; ".
std::string reasonsFor(const Change &c, const std::vector<Conflict> &conflicts);

} // namespace wmc::repair
