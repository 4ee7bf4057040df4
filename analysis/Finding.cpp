#include "Finding.h"

namespace wmc::analysis {

std::string_view checkName(CheckKind check) {
  switch (check) {
  case CheckKind::Scope:
    return "wmc-scope";
  case CheckKind::SharedRace:
    return "wmc-shared-race";
  case CheckKind::DivergentBarrier:
    return "wmc-divergent-barrier";
  case CheckKind::DataRace:
    return "wmc-data-race";
  case CheckKind::WeakPublication:
    return "wmc-weak-publication";
  }
  return "wmc-unknown";
}

std::optional<CheckKind> checkFromName(std::string_view name) {
  for (CheckKind check : kAllChecks)
    if (checkName(check) == name)
      return check;
  return std::nullopt;
}

} // namespace wmc::analysis
