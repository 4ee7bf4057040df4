// Changes that no source edit can make never hold: a stronger order for a
// call with no order argument (CUDA's atomicExch, a __threadfence), a scope
// for a call with none. Conflicts are pruned of them before Z3 chooses, so
// it chooses among edits that exist.
#pragma once

#include "repair/Conflict.h"

#include <map>
#include <optional>
#include <string>

namespace wmc::repair {

class EditableChanges {
public:
  /// Can `c` be written as an edit of its file? (A file that cannot be read
  /// is left to the edit, which says so: true.)
  bool editable(const Change &c);
  /// `f` with every atom that is not editable replaced by "false".
  Formula prune(const Formula &f);

private:
  std::map<std::string, std::optional<std::string>> sources_; ///< by path
  std::map<Change, bool> known_;
};

} // namespace wmc::repair
