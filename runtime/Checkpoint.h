// --wmc-checkpoint / --wmc-resume (docs/scale.md): a checkpoint is the
// report of everything explored before one subtree of the split search tree
// (counts and errors, rendered: nothing in it is a pointer) and that
// subtree's ordinal. A resumed run skips the subtrees before it and adds its
// own report to the checkpoint's.
#pragma once

#include "report/Report.h"

#include <optional>
#include <string>

namespace wmc::rt {

struct Checkpoint {
  uint64_t nextSubtree = 0; ///< subtrees before it are done
  uint32_t splitDepth = 0;
  uint32_t restarts = 0;    ///< restarts of the exploration before the checkpoint's tree
  Report done;              ///< counts and errors of the work before nextSubtree
};

/// Writes `c` to `path` atomically (a temporary file renamed over it);
/// false and `error` if it cannot.
bool writeCheckpoint(const std::string &path, const Checkpoint &c, std::string &error);
/// Reads a checkpoint written by writeCheckpoint.
std::optional<Checkpoint> readCheckpoint(const std::string &path, std::string &error);

} // namespace wmc::rt
