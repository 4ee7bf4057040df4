// Byte access for the libc string and formatting functions the runtime
// performs on the test's memory (strings.cpp, sprintf.cpp).
#pragma once

#include "abi.h"

#include <cstddef>
#include <string>

namespace wmc::rt::strings {

/// Byte i at p, read as a plain event at `site`.
unsigned char byteAt(const void *p, size_t i, const wmc_site *site);
/// The bytes of the string at s up to its NUL (excluded) or `max` bytes,
/// each read as an event; the NUL is read too when reached.
std::string readString(const char *s, size_t max, const wmc_site *site);
/// A _FORTIFY_SOURCE check: writing `need` bytes into an object of
/// `objectSize` bytes is an invalid-access error, as glibc's check aborts.
void checkFits(const char *function, size_t need, size_t objectSize, const wmc_site *site);

} // namespace wmc::rt::strings
