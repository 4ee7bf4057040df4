// The kinds of errors wmc reports, with stable names (used in the text and
// JSON reports and by tests) and one-line descriptions.
#pragma once

#include <string_view>

namespace wmc {

enum class ErrorKind : uint8_t {
  AssertionFailure,
  Abort,
  Deadlock,
  InvalidAccess,
  UninitializedRead,
  Crash,
  DataRace,
  HeterogeneousRace,
  BarrierDivergence,
  ExitStatus,
  NotRobust,
};

/// Every kind, in declaration order (reports list them, e.g. SARIF rules).
inline constexpr ErrorKind kAllErrorKinds[] = {
    ErrorKind::AssertionFailure,  ErrorKind::Abort,
    ErrorKind::Deadlock,          ErrorKind::InvalidAccess,
    ErrorKind::UninitializedRead, ErrorKind::Crash,
    ErrorKind::DataRace,          ErrorKind::HeterogeneousRace,
    ErrorKind::BarrierDivergence, ErrorKind::ExitStatus,
    ErrorKind::NotRobust};

struct ErrorKindInfo {
  std::string_view name;
  std::string_view description;
};

ErrorKindInfo info(ErrorKind k);
inline std::string_view toString(ErrorKind k) { return info(k).name; }

} // namespace wmc
