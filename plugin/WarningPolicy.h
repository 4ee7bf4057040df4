// Which wmc check findings are reported, and as warnings or errors.
//
// clang 19's plugin API has only custom diagnostic IDs, whose level is fixed
// when the ID is made: -W flags, -Werror and #pragma clang diagnostic do not
// reach them. The plugin therefore computes each finding's severity itself,
// following clang's rules for its own warning groups: the -W options in
// order, then the diagnostic pragmas in effect at the finding.
#ifndef WMC_PLUGIN_WARNINGPOLICY_H
#define WMC_PLUGIN_WARNINGPOLICY_H

#include "Finding.h"

#include <map>
#include <string_view>

namespace wmc::plugin {

enum class Severity { Ignored, Warning, Error };

// The mapping of one check, as clang keeps it per diagnostic.
struct CheckMapping {
  Severity severity = Severity::Warning;
  bool noWarningAsError = false; // -Wno-error=CHECK or a "warning" pragma
};

class WarningPolicy {
public:
  // Applies one -W option without its "-W" ("wmc-scope", "no-wmc-scope",
  // "error=wmc-scope", "no-error=wmc-scope", "error", "no-error").
  // Returns false for an option that concerns no wmc check (it is left to
  // clang).
  bool applyOption(std::string_view option);
  void setIgnoreAllWarnings(bool ignore) { ignoreAll_ = ignore; }

  CheckMapping mapping(analysis::CheckKind check) const;
  void setMapping(analysis::CheckKind check, CheckMapping mapping) { mappings_[check] = mapping; }

  // The level a finding is reported at under `mapping`: -w silences every
  // wmc finding, -Werror upgrades warnings not marked noWarningAsError.
  Severity effective(CheckMapping mapping) const;

private:
  std::map<analysis::CheckKind, CheckMapping> mappings_;
  bool warningsAsErrors_ = false;
  bool ignoreAll_ = false;
};

} // namespace wmc::plugin

#endif
