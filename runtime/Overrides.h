// Per-site changes a repair applies without recompiling: the scope an
// operation written at (file, line, column) uses. Every instrumented
// operation at that source position takes the override.
#pragma once

#include "abi.h"
#include "graph/Types.h"
#include "repair/Conflict.h"

#include <map>
#include <optional>
#include <unordered_map>
#include <vector>

namespace wmc::rt {

class Overrides {
public:
  /// Replaces every override with `changes`.
  void set(const std::vector<repair::Change> &changes);
  bool empty() const { return scopes_.empty(); }
  /// The scope an operation at `site` uses instead of its own, if any.
  std::optional<Scope> scope(const wmc_site *site);

private:
  std::map<repair::SiteKey, Scope> scopes_;
  std::unordered_map<const wmc_site *, std::optional<Scope>> bySite_; // lookup cache
};

} // namespace wmc::rt
