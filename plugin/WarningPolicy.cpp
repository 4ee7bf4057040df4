#include "WarningPolicy.h"

namespace wmc::plugin {

using analysis::CheckKind;

bool WarningPolicy::applyOption(std::string_view option) {
  if (option == "error") {
    warningsAsErrors_ = true;
    return true;
  }
  if (option == "no-error") {
    warningsAsErrors_ = false;
    return true;
  }
  auto strip = [&](std::string_view prefix) {
    if (!option.starts_with(prefix))
      return false;
    option.remove_prefix(prefix.size());
    return true;
  };
  enum class Kind { Enable, Disable, Error, NoError } kind = Kind::Enable;
  if (strip("no-error="))
    kind = Kind::NoError;
  else if (strip("error="))
    kind = Kind::Error;
  else if (strip("no-"))
    kind = Kind::Disable;
  std::optional<CheckKind> check = analysis::checkFromName(option);
  if (!check)
    return false;
  CheckMapping &m = mappings_[*check];
  switch (kind) {
  case Kind::Enable:
    // As in clang, enabling does not downgrade an error mapping.
    if (m.severity == Severity::Ignored)
      m.severity = Severity::Warning;
    break;
  case Kind::Disable:
    m.severity = Severity::Ignored;
    break;
  case Kind::Error:
    m.severity = Severity::Error;
    break;
  case Kind::NoError:
    if (m.severity == Severity::Error)
      m.severity = Severity::Warning;
    m.noWarningAsError = true;
    break;
  }
  return true;
}

CheckMapping WarningPolicy::mapping(CheckKind check) const {
  auto it = mappings_.find(check);
  return it == mappings_.end() ? CheckMapping{} : it->second;
}

Severity WarningPolicy::effective(CheckMapping mapping) const {
  if (ignoreAll_ || mapping.severity == Severity::Ignored)
    return Severity::Ignored;
  if (mapping.severity == Severity::Warning && warningsAsErrors_ && !mapping.noWarningAsError)
    return Severity::Error;
  return mapping.severity;
}

} // namespace wmc::plugin
