// The edits of a change at a site that has an entry in the plugin's site
// table: the exact ranges of its scope, its order argument, and the places
// where a statement can go before or after its statement.
#pragma once

#include "repair/Conflict.h"
#include "repair/SourceEdit.h"

#include <optional>
#include <string>

namespace wmc::repair {

/// The edit that makes `c` (not MakeAtomic) in `source` from `ranges`, or
/// why none can: the position is not where the table put the operation
/// (the file changed since it was compiled), the operation shares its
/// position with others (a macro), no such token is written there, no
/// statement can go there.
std::optional<SourceEdit> tableEditFor(const Change &c, const SourceRanges &ranges,
                                       const std::string &source, std::string &why);

} // namespace wmc::repair
