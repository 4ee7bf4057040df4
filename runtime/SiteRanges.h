// The site table's ranges of a wmc_site (runtime/abi.h) as the checker's
// SourceRanges (checker/report/SourceRanges.h), for reports and repairs.
#pragma once

#include "abi.h"
#include "report/SourceRanges.h"

#include <memory>
#include <unordered_map>

namespace wmc::rt {

/// Converts each wmc_site_ranges once.
class SiteRangesCache {
public:
  /// Null when `ranges` is.
  std::shared_ptr<const SourceRanges> get(const wmc_site_ranges *ranges);

private:
  std::unordered_map<const wmc_site_ranges *, std::shared_ptr<const SourceRanges>> converted_;
};

} // namespace wmc::rt
