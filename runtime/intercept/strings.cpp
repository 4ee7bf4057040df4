// <string.h> and the string conversions of <stdlib.h>, for calls from
// instrumented code. libc's own versions read and write the test's memory
// behind the checker's back: another thread's strcpy into a shared buffer
// would be invisible to a later load (a false error), and a strlen would see
// whatever the native memory holds, not the value the explored execution
// reads. Here every byte they touch is a plain event at the call's site,
// exactly the bytes the C standard lets the function touch. Under
// _FORTIFY_SOURCE, clang calls the __*_chk forms: the same, after glibc's
// size check, whose failure is an invalid-access error.
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/Stores.h"
#include "runtime/intercept/Fail.h"
#include "runtime/intercept/Strings.h"

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <string>
#include <strings.h>

using namespace wmc;
using namespace wmc::rt;

namespace wmc::rt::strings {

unsigned char byteAt(const void *p, size_t i, const wmc_site *site) {
  return static_cast<unsigned char>(loadPlain(static_cast<const char *>(p) + i, 1, site));
}

std::string readString(const char *s, size_t max, const wmc_site *site) {
  std::string out;
  for (size_t i = 0; i < max; ++i) {
    unsigned char c = byteAt(s, i, site);
    if (c == 0)
      break;
    out.push_back(static_cast<char>(c));
  }
  return out;
}

void checkFits(const char *function, size_t need, size_t objectSize, const wmc_site *site) {
  if (need > objectSize)
    failExecution(ErrorKind::InvalidAccess,
                  std::string("buffer overflow detected by _FORTIFY_SOURCE: ") + function +
                      " writes " + std::to_string(need) + " bytes into an object of " +
                      std::to_string(objectSize),
                  site);
}

} // namespace wmc::rt::strings

using namespace wmc::rt::strings;

namespace {

bool startingUp() { return !Session::active(); }

/// Bytes of the NUL-terminated string at s, NUL included, read as events.
std::string readWithNul(const char *s, const wmc_site *site) {
  std::string out = readString(s, SIZE_MAX, site);
  out.push_back('\0');
  return out;
}

/// The length of the string already in dst (strcat appends after it).
size_t lengthAt(const char *s, const wmc_site *site) {
  size_t n = 0;
  while (byteAt(s, n, site) != 0)
    ++n;
  return n;
}

/// Characters a number may consist of: strtol and strtod never read past
/// the first other byte, so the copy they parse ends there (no event on
/// bytes the real function would not read).
bool numberChar(unsigned char c) {
  return std::isalnum(c) || std::strchr(" \t\n\v\f\r+-.()_", c) != nullptr;
}

/// The prefix of s that may belong to a number, read as events.
std::string readNumber(const char *s, const wmc_site *site) {
  std::string out;
  for (size_t i = 0;; ++i) {
    unsigned char c = byteAt(s, i, site);
    if (c == 0 || !numberChar(c))
      return out;
    out.push_back(static_cast<char>(c));
  }
}

template <class Parse> auto convert(const char *s, char **end, const wmc_site *site, Parse parse) {
  std::string copy = readNumber(s, site);
  char *copyEnd = nullptr;
  auto v = parse(copy.c_str(), &copyEnd);
  if (end)
    storePlain(end, reinterpret_cast<uintptr_t>(s + (copyEnd - copy.c_str())), sizeof(char *),
               site);
  return v;
}

char *copyString(char *d, const char *s, const wmc_site *site) {
  std::string bytes = readWithNul(s, site);
  storeBytes(d, bytes.data(), bytes.size(), site);
  return d + bytes.size() - 1;
}

/// strncpy: at most n bytes of s, then NULs up to n.
char *copyPadded(char *d, const char *s, size_t n, const wmc_site *site) {
  std::string bytes = readString(s, n, site);
  size_t len = bytes.size();
  bytes.resize(n, '\0');
  storeBytes(d, bytes.data(), n, site);
  return d + len;
}

char *append(char *d, const char *s, size_t n, const wmc_site *site) {
  size_t at = lengthAt(d, site);
  std::string bytes = readString(s, n, site);
  bytes.push_back('\0');
  storeBytes(d + at, bytes.data(), bytes.size(), site);
  return d;
}

int compare(const char *a, const char *b, size_t n, bool foldCase, const wmc_site *site) {
  for (size_t i = 0; i < n; ++i) {
    int x = byteAt(a, i, site), y = byteAt(b, i, site);
    if (foldCase) {
      x = std::tolower(x);
      y = std::tolower(y);
    }
    if (x != y || x == 0)
      return x - y;
  }
  return 0;
}

/// The first byte in the n at s equal to c (the n bytes are read up to it).
const void *findByte(const void *s, int c, size_t n, const wmc_site *site) {
  for (size_t i = 0; i < n; ++i)
    if (byteAt(s, i, site) == static_cast<unsigned char>(c))
      return static_cast<const char *>(s) + i;
  return nullptr;
}

/// strspn (accept = true) / strcspn (accept = false).
size_t span(const char *s, const char *set, bool accept, const wmc_site *site) {
  std::string chars = readString(set, SIZE_MAX, site);
  size_t n = 0;
  for (unsigned char c; (c = byteAt(s, n, site)) != 0; ++n)
    if ((chars.find(static_cast<char>(c)) != std::string::npos) != accept)
      break;
  return n;
}

} // namespace

extern "C" {

size_t __wmc_strlen(const char *s, const wmc_site *site) {
  return startingUp() ? std::strlen(s) : lengthAt(s, site);
}

size_t __wmc_strnlen(const char *s, size_t n, const wmc_site *site) {
  if (startingUp())
    return strnlen(s, n);
  return readString(s, n, site).size();
}

int __wmc_strcmp(const char *a, const char *b, const wmc_site *site) {
  return startingUp() ? std::strcmp(a, b) : compare(a, b, SIZE_MAX, false, site);
}

int __wmc_strncmp(const char *a, const char *b, size_t n, const wmc_site *site) {
  return startingUp() ? std::strncmp(a, b, n) : compare(a, b, n, false, site);
}

int __wmc_strcasecmp(const char *a, const char *b, const wmc_site *site) {
  return startingUp() ? strcasecmp(a, b) : compare(a, b, SIZE_MAX, true, site);
}

int __wmc_strncasecmp(const char *a, const char *b, size_t n, const wmc_site *site) {
  return startingUp() ? strncasecmp(a, b, n) : compare(a, b, n, true, site);
}

int __wmc_memcmp(const void *a, const void *b, size_t n, const wmc_site *site) {
  if (startingUp())
    return std::memcmp(a, b, n);
  for (size_t i = 0; i < n; ++i)
    if (int d = int(byteAt(a, i, site)) - int(byteAt(b, i, site)))
      return d;
  return 0;
}

void *__wmc_memchr(const void *s, int c, size_t n, const wmc_site *site) {
  if (startingUp())
    return const_cast<void *>(std::memchr(s, c, n));
  return const_cast<void *>(findByte(s, c, n, site));
}

void *__wmc_memrchr(const void *s, int c, size_t n, const wmc_site *site) {
  if (startingUp())
    return const_cast<void *>(memrchr(s, c, n));
  for (size_t i = n; i-- > 0;)
    if (byteAt(s, i, site) == static_cast<unsigned char>(c))
      return const_cast<char *>(static_cast<const char *>(s) + i);
  return nullptr;
}

char *__wmc_strchr(const char *s, int c, const wmc_site *site) {
  if (startingUp())
    return const_cast<char *>(std::strchr(s, c));
  for (size_t i = 0;; ++i) {
    unsigned char b = byteAt(s, i, site);
    if (b == static_cast<unsigned char>(c))
      return const_cast<char *>(s + i);
    if (b == 0)
      return nullptr;
  }
}

char *__wmc_strrchr(const char *s, int c, const wmc_site *site) {
  if (startingUp())
    return const_cast<char *>(std::strrchr(s, c));
  const char *last = nullptr;
  for (size_t i = 0;; ++i) {
    unsigned char b = byteAt(s, i, site);
    if (b == static_cast<unsigned char>(c))
      last = s + i;
    if (b == 0)
      return const_cast<char *>(last);
  }
}

char *__wmc_strstr(const char *h, const char *needle, const wmc_site *site) {
  if (startingUp())
    return const_cast<char *>(std::strstr(h, needle));
  std::string hay = readString(h, SIZE_MAX, site), nd = readString(needle, SIZE_MAX, site);
  size_t at = hay.find(nd);
  return at == std::string::npos ? nullptr : const_cast<char *>(h + at);
}

size_t __wmc_strspn(const char *s, const char *accept, const wmc_site *site) {
  return startingUp() ? std::strspn(s, accept) : span(s, accept, true, site);
}

size_t __wmc_strcspn(const char *s, const char *reject, const wmc_site *site) {
  return startingUp() ? std::strcspn(s, reject) : span(s, reject, false, site);
}

char *__wmc_strpbrk(const char *s, const char *accept, const wmc_site *site) {
  if (startingUp())
    return const_cast<char *>(std::strpbrk(s, accept));
  size_t n = span(s, accept, false, site);
  return byteAt(s, n, site) ? const_cast<char *>(s + n) : nullptr;
}

char *__wmc_strcpy(char *d, const char *s, const wmc_site *site) {
  if (startingUp())
    return std::strcpy(d, s);
  copyString(d, s, site);
  return d;
}

char *__wmc_stpcpy(char *d, const char *s, const wmc_site *site) {
  return startingUp() ? stpcpy(d, s) : copyString(d, s, site);
}

char *__wmc_strncpy(char *d, const char *s, size_t n, const wmc_site *site) {
  if (startingUp())
    return std::strncpy(d, s, n);
  copyPadded(d, s, n, site);
  return d;
}

char *__wmc_stpncpy(char *d, const char *s, size_t n, const wmc_site *site) {
  return startingUp() ? stpncpy(d, s, n) : copyPadded(d, s, n, site);
}

char *__wmc_strcat(char *d, const char *s, const wmc_site *site) {
  return startingUp() ? std::strcat(d, s) : append(d, s, SIZE_MAX, site);
}

char *__wmc_strncat(char *d, const char *s, size_t n, const wmc_site *site) {
  return startingUp() ? std::strncat(d, s, n) : append(d, s, n, site);
}

// memcpy & co. called as functions (-fno-builtin, the _chk forms); clang
// turns ordinary calls into intrinsics, which the pass handles directly.
void *__wmc_lib_memcpy(void *d, const void *s, size_t n, const wmc_site *site) {
  __wmc_memcpy(d, s, n, site);
  return d;
}

void *__wmc_lib_memmove(void *d, const void *s, size_t n, const wmc_site *site) {
  __wmc_memmove(d, s, n, site);
  return d;
}

void *__wmc_lib_memset(void *d, int c, size_t n, const wmc_site *site) {
  __wmc_memset(d, static_cast<uint32_t>(c), n, site);
  return d;
}

void *__wmc_mempcpy(void *d, const void *s, size_t n, const wmc_site *site) {
  __wmc_memcpy(d, s, n, site);
  return static_cast<char *>(d) + n;
}

void __wmc_bzero(void *d, size_t n, const wmc_site *site) { __wmc_memset(d, 0, n, site); }

char *__wmc_strdup(const char *s, const wmc_site *site) {
  if (startingUp())
    return strdup(s);
  std::string bytes = readWithNul(s, site);
  auto *d = static_cast<char *>(__wmc_malloc(bytes.size(), site));
  if (d)
    storeBytes(d, bytes.data(), bytes.size(), site);
  return d;
}

char *__wmc_strndup(const char *s, size_t n, const wmc_site *site) {
  if (startingUp())
    return strndup(s, n);
  std::string bytes = readString(s, n, site);
  bytes.push_back('\0');
  auto *d = static_cast<char *>(__wmc_malloc(bytes.size(), site));
  if (d)
    storeBytes(d, bytes.data(), bytes.size(), site);
  return d;
}

// The _FORTIFY_SOURCE forms: `size` is the destination object's size as the
// compiler knows it.
void *__wmc_memcpy_chk(void *d, const void *s, size_t n, size_t size, const wmc_site *site) {
  checkFits("memcpy", n, size, site);
  return __wmc_lib_memcpy(d, s, n, site);
}

void *__wmc_memmove_chk(void *d, const void *s, size_t n, size_t size, const wmc_site *site) {
  checkFits("memmove", n, size, site);
  return __wmc_lib_memmove(d, s, n, site);
}

void *__wmc_mempcpy_chk(void *d, const void *s, size_t n, size_t size, const wmc_site *site) {
  checkFits("mempcpy", n, size, site);
  return __wmc_mempcpy(d, s, n, site);
}

void *__wmc_memset_chk(void *d, int c, size_t n, size_t size, const wmc_site *site) {
  checkFits("memset", n, size, site);
  return __wmc_lib_memset(d, c, n, site);
}

char *__wmc_strcpy_chk(char *d, const char *s, size_t size, const wmc_site *site) {
  if (startingUp())
    return std::strcpy(d, s);
  std::string bytes = readWithNul(s, site);
  checkFits("strcpy", bytes.size(), size, site);
  storeBytes(d, bytes.data(), bytes.size(), site);
  return d;
}

char *__wmc_stpcpy_chk(char *d, const char *s, size_t size, const wmc_site *site) {
  if (startingUp())
    return stpcpy(d, s);
  std::string bytes = readWithNul(s, site);
  checkFits("stpcpy", bytes.size(), size, site);
  storeBytes(d, bytes.data(), bytes.size(), site);
  return d + bytes.size() - 1;
}

char *__wmc_strncpy_chk(char *d, const char *s, size_t n, size_t size, const wmc_site *site) {
  checkFits("strncpy", n, size, site);
  return __wmc_strncpy(d, s, n, site);
}

char *__wmc_stpncpy_chk(char *d, const char *s, size_t n, size_t size, const wmc_site *site) {
  checkFits("stpncpy", n, size, site);
  return __wmc_stpncpy(d, s, n, site);
}

char *__wmc_strcat_chk(char *d, const char *s, size_t size, const wmc_site *site) {
  if (startingUp())
    return std::strcat(d, s);
  size_t at = lengthAt(d, site);
  std::string bytes = readWithNul(s, site);
  checkFits("strcat", at + bytes.size(), size, site);
  storeBytes(d + at, bytes.data(), bytes.size(), site);
  return d;
}

char *__wmc_strncat_chk(char *d, const char *s, size_t n, size_t size, const wmc_site *site) {
  if (startingUp())
    return std::strncat(d, s, n);
  size_t at = lengthAt(d, site);
  std::string bytes = readString(s, n, site);
  bytes.push_back('\0');
  checkFits("strncat", at + bytes.size(), size, site);
  storeBytes(d + at, bytes.data(), bytes.size(), site);
  return d;
}

int __wmc_atoi(const char *s, const wmc_site *site) {
  if (startingUp())
    return std::atoi(s);
  return std::atoi(readNumber(s, site).c_str());
}

long __wmc_atol(const char *s, const wmc_site *site) {
  if (startingUp())
    return std::atol(s);
  return std::atol(readNumber(s, site).c_str());
}

long long __wmc_atoll(const char *s, const wmc_site *site) {
  if (startingUp())
    return std::atoll(s);
  return std::atoll(readNumber(s, site).c_str());
}

double __wmc_atof(const char *s, const wmc_site *site) {
  if (startingUp())
    return std::atof(s);
  return std::atof(readNumber(s, site).c_str());
}

long __wmc_strtol(const char *s, char **end, int base, const wmc_site *site) {
  if (startingUp())
    return std::strtol(s, end, base);
  return convert(s, end, site, [&](const char *c, char **e) { return std::strtol(c, e, base); });
}

unsigned long __wmc_strtoul(const char *s, char **end, int base, const wmc_site *site) {
  if (startingUp())
    return std::strtoul(s, end, base);
  return convert(s, end, site, [&](const char *c, char **e) { return std::strtoul(c, e, base); });
}

long long __wmc_strtoll(const char *s, char **end, int base, const wmc_site *site) {
  if (startingUp())
    return std::strtoll(s, end, base);
  return convert(s, end, site, [&](const char *c, char **e) { return std::strtoll(c, e, base); });
}

unsigned long long __wmc_strtoull(const char *s, char **end, int base, const wmc_site *site) {
  if (startingUp())
    return std::strtoull(s, end, base);
  return convert(s, end, site, [&](const char *c, char **e) { return std::strtoull(c, e, base); });
}

double __wmc_strtod(const char *s, char **end, const wmc_site *site) {
  if (startingUp())
    return std::strtod(s, end);
  return convert(s, end, site, [](const char *c, char **e) { return std::strtod(c, e); });
}

float __wmc_strtof(const char *s, char **end, const wmc_site *site) {
  if (startingUp())
    return std::strtof(s, end);
  return convert(s, end, site, [](const char *c, char **e) { return std::strtof(c, e); });
}

long double __wmc_strtold(const char *s, char **end, const wmc_site *site) {
  if (startingUp())
    return std::strtold(s, end);
  return convert(s, end, site, [](const char *c, char **e) { return std::strtold(c, e); });
}

} // extern "C"
