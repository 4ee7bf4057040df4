// The printf format driver of the runtime's sprintf family: the output of
// vsnprintf(fmt, ap), with the test memory that %s reads and %n writes
// accessed through callbacks (events in the runtime, plain memory in tests).
#pragma once

#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

namespace wmc::rt {

struct FormatAccess {
  /// The string at s, up to its NUL or max bytes.
  std::function<std::string(const char *s, size_t max)> readString;
  /// %n: stores count in `size` bytes at p.
  std::function<void(void *p, uint64_t count, uint32_t size)> storeCount;
  /// A conversion the driver does not model (positional arguments, %ls,
  /// unknown letters); the runtime stops with status 2 here.
  std::function<void(const std::string &what)> unsupported;
};

/// What vsnprintf(fmt, ap) produces (ap is copied, not consumed).
std::string formatWith(const char *fmt, va_list ap, const FormatAccess &access);

} // namespace wmc::rt
