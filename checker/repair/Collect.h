// Turns the errors of a --keep-going exploration into repair conflicts.
// Errors no supported repair kind can remove are listed with the reason.
#pragma once

#include "explore/Explorer.h"
#include "repair/Conflict.h"
#include "report/Report.h"

#include <string>
#include <vector>

namespace wmc::repair {

struct Collected {
  std::vector<Conflict> conflicts;
  /// One line per error that no repair kind handles ("repair of X not
  /// supported yet", or why the sites cannot be changed).
  std::vector<std::string> unrepairable;
};

/// `model` is the registry name of the model explored ("tso", "src11"...);
/// `applied`: the changes of the program explored (a barrier they insert
/// that the whole block does not reach is ruled out).
Collected collectConflicts(const std::vector<FoundError> &errors, const Describer &describer,
                           std::string_view model, const std::vector<Change> &applied = {});

/// The file a site names, as a path from anywhere: `file` in the
/// compilation directory `dir` when it is relative.
std::string sourcePath(const std::string &file, const std::string &dir);

/// The scope of a scope level (0 block, 1 device, 2 system) and back.
Scope scopeOfLevel(uint8_t level);
uint8_t levelOfScope(Scope s);

} // namespace wmc::repair
