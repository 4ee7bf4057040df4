// sprintf and snprintf (and their va_list and _FORTIFY_SOURCE forms) for
// calls from instrumented code: the output buffer is the test's memory, so
// its bytes are written as plain events, and a %s argument is read byte by
// byte as events (up to its precision or NUL), as the real function reads
// it. Each conversion is then formatted by the C library with its own
// arguments. The format string itself is read directly: it is almost always
// a literal. printf and fprintf to streams stay the C library's.
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/Stores.h"
#include "runtime/intercept/FormatDriver.h"
#include "runtime/intercept/Strings.h"

#include <cerrno>
#include <climits>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <string>

using namespace wmc;
using namespace wmc::rt;
using namespace wmc::rt::strings;

namespace {

/// What vsnprintf(fmt, ap) would produce, with every %s argument and %n
/// target accessed as events at `site`.
std::string format(const char *fmt, va_list ap, const wmc_site *site) {
  FormatAccess access{[&](const char *s, size_t max) { return readString(s, max, site); },
                      [&](void *p, uint64_t v, uint32_t size) { storePlain(p, v, size, site); },
                      [&](const std::string &what) { Session::get().fatal(what, site); }};
  return formatWith(fmt, ap, access);
}

bool startingUp() { return !Session::active(); }

/// vsprintf: the whole output and its NUL, after the _FORTIFY_SOURCE check.
int printAll(char *d, size_t size, const char *fmt, va_list ap, const wmc_site *site) {
  std::string out = format(fmt, ap, site);
  if (out.size() > INT_MAX) {
    errno = EOVERFLOW;
    return -1;
  }
  checkFits("sprintf", out.size() + 1, size, site);
  storeBytes(d, out.c_str(), out.size() + 1, site);
  return static_cast<int>(out.size());
}

/// vsnprintf: at most n - 1 bytes and a NUL; returns the full length.
int printBounded(char *d, size_t n, const char *fmt, va_list ap, const wmc_site *site) {
  std::string out = format(fmt, ap, site);
  if (out.size() > INT_MAX) {
    errno = EOVERFLOW;
    return -1;
  }
  if (n > 0) {
    size_t kept = out.size() < n - 1 ? out.size() : n - 1;
    std::string bytes = out.substr(0, kept);
    storeBytes(d, bytes.c_str(), kept + 1, site);
  }
  return static_cast<int>(out.size());
}

} // namespace

extern "C" {

int __wmc_vsprintf(char *d, const char *fmt, va_list ap, const wmc_site *site) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  if (startingUp())
    return std::vsprintf(d, fmt, ap);
  return printAll(d, SIZE_MAX, fmt, ap, site);
}

int __wmc_vsnprintf(char *d, size_t n, const char *fmt, va_list ap, const wmc_site *site) {
  if (startingUp())
    return std::vsnprintf(d, n, fmt, ap);
  return printBounded(d, n, fmt, ap, site);
}

int __wmc_vsprintf_chk(char *d, int, size_t size, const char *fmt, va_list ap,
                       const wmc_site *site) {
  if (startingUp())
    return std::vsprintf(d, fmt, ap);
  return printAll(d, size, fmt, ap, site);
}

int __wmc_vsnprintf_chk(char *d, size_t n, int, size_t size, const char *fmt, va_list ap,
                        const wmc_site *site) {
  if (startingUp())
    return std::vsnprintf(d, n, fmt, ap);
  checkFits("snprintf", n, size, site);
  return printBounded(d, n, fmt, ap, site);
}
#pragma GCC diagnostic pop

// The variadic forms take the site first: it cannot follow the arguments.
int __wmc_sprintf(const wmc_site *site, char *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __wmc_vsprintf(d, fmt, ap, site);
  va_end(ap);
  return r;
}

int __wmc_snprintf(const wmc_site *site, char *d, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __wmc_vsnprintf(d, n, fmt, ap, site);
  va_end(ap);
  return r;
}

int __wmc_sprintf_chk(const wmc_site *site, char *d, int flag, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __wmc_vsprintf_chk(d, flag, size, fmt, ap, site);
  va_end(ap);
  return r;
}

int __wmc_snprintf_chk(const wmc_site *site, char *d, size_t n, int flag, size_t size,
                       const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = __wmc_vsnprintf_chk(d, n, flag, size, fmt, ap, site);
  va_end(ap);
  return r;
}

} // extern "C"
